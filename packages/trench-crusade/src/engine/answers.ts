import { markerAnswerProblem } from '../combat/blood-markers.js';
import type { Proc } from '../state/procs.js';
import { model } from '../state/query.js';
import type { TrenchState } from '../state/types.js';
import type { Command } from './commands.js';
import type { Ctx } from './context.js';
import type { Option } from './options.js';
import { type Rejection, reject } from './rejection.js';

/** The top procedure's question and how to answer it (BLOOD MARKERS, a Retreat's free attacks, a fall). */
export function checkAnswer(s: TrenchState, proc: Proc, c: Command): Rejection | ((ctx: Ctx) => void) {
  const wait = proc.wait!;
  const into = (ctx: Ctx) => ctx.s.stack[ctx.s.stack.length - 1]!.wait!;
  if (wait.kind === 'blood-markers' && c.type === 'spend-blood') {
    if (!Array.isArray(c.spend))
      return reject('malformed-command', 'spend lists one {markers, bloodbath?} per roll');
    const problem = markerAnswerProblem((id) => model(s, id), wait.rolls, c.spend);
    if (problem) return reject('bad-answer', problem);
    const spend = c.spend.map((x) => ({ markers: x.markers, ...(x.bloodbath ? { bloodbath: true } : {}) }));
    return (ctx) => {
      const w = into(ctx);
      if (w.kind === 'blood-markers') w.answer = spend;
    };
  }
  if (wait.kind === 'free-attacks' && c.type === 'free-attacks') {
    if (!Array.isArray(c.attacks)) return reject('malformed-command', 'attacks lists {model, weapon | null}');
    const chosen: { model: string; weapon: number | null }[] = [];
    for (const a of c.attacks) {
      const offer = wait.attackers.find((x) => x.model === a?.model);
      if (!offer)
        return reject('illegal-target', `${String(a?.model)} is not in melee with the retreating model`);
      if (chosen.some((x) => x.model === a.model)) return reject('bad-answer', `${a.model} attacks once`);
      if (a.weapon !== null && !offer.weapons.includes(a.weapon))
        return reject('illegal-weapon', `${a.model} has no weapon ${a.weapon}`);
      chosen.push({ model: a.model, weapon: a.weapon });
    }
    return (ctx) => {
      const w = into(ctx);
      if (w.kind === 'free-attacks') w.answer = chosen;
    };
  }
  if (wait.kind === 'fall-side' && c.type === 'fall-side') {
    if (c.side !== 'take-off' && c.side !== 'landing')
      return reject('malformed-command', 'side is take-off or landing');
    return (ctx) => {
      const w = into(ctx);
      if (w.kind === 'fall-side') w.answer = c.side;
    };
  }
  return reject('unexpected-command', `the game waits for ${optionFor(proc).type}, not ${c.type}`);
}

export function optionFor(proc: Proc): Option {
  const wait = proc.wait!;
  switch (wait.kind) {
    case 'blood-markers':
      return { type: 'spend-blood', rolls: wait.rolls };
    case 'free-attacks':
      return { type: 'free-attacks', retreating: wait.retreating, attackers: wait.attackers };
    case 'fall-side':
      return { type: 'fall-side', model: wait.model, sides: ['take-off', 'landing'] };
  }
}

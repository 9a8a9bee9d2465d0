import { meleeWeapons } from '../combat/weapons.js';
import type { Ctx } from '../engine/context.js';
import { push } from '../engine/context.js';
import type { RetreatProc } from '../state/procs.js';
import { canSee, meleeOpponents, model, onTheTable } from '../state/query.js';
import { otherSeat } from '../types.js';
import { movementOf } from './charge.js';

/**
 * Retreat (reference §3): before the model moves, every enemy in melee with it may make one Melee Attack
 * with a single weapon (their controller chooses); then, if it is still standing, it moves.
 */
export function runRetreat(ctx: Ctx, p: RetreatProc): 'done' | 'wait' | 'call' {
  const m = model(ctx.s, p.model);
  if (!onTheTable(m)) return 'done';
  if (p.stage === 'ask') {
    if (p.wait?.kind === 'free-attacks' && p.wait.answer) {
      const chosen = p.wait.answer.filter((a) => a.weapon !== null);
      p.wait = undefined;
      p.stage = 'move';
      for (const a of [...chosen].reverse()) {
        push(ctx, {
          kind: 'melee-attack',
          attacker: a.model,
          weapon: a.weapon!,
          target: m.id,
          offHand: false,
          free: true,
          stage: 'hit',
          missed: false,
        });
      }
      return 'call';
    }
    const attackers = meleeOpponents(ctx.s, m)
      .filter((e) => canSee(ctx.s, e, m))
      .map((e) => ({ model: e.id, weapons: meleeWeapons(e) }));
    if (attackers.length > 0) {
      p.wait = { kind: 'free-attacks', seat: otherSeat(m.seat), retreating: m.id, attackers };
      return 'wait';
    }
    p.stage = 'move';
  }
  if (m.status !== 'standing') return 'done';
  push(ctx, {
    kind: 'move',
    model: m.id,
    mode: 'retreat',
    legs: p.legs,
    leg: 0,
    budget: movementOf(ctx, m),
    rolled: false,
    entries: 0,
    charge: null,
    visited: [m.position!],
    stopped: false,
  });
  return 'done';
}

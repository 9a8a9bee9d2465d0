import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { NEXT, type Step, takeInput, WAIT } from '../engine/procedure.js';
import { goingDown } from '../injury/going-down.js';
import { injuryProc } from '../injury/injury.js';
import { adjacent } from '../pitch.js';
import { skillIdOf } from '../skills/registry.js';
import { hasTackleZone } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { BlockProc } from './block.js';
import { knockDownBonus } from './knock-down.js';

/**
 * Piling On (LRB6), once the knock-down is resolved: a blocker still Standing next to the target it
 * knocked down may re-roll the armour roll (the target lies Prone: its armour held) or the injury roll
 * (it lies Stunned), then is Placed Prone itself (a Turnover only if it holds the ball). A KO or a
 * casualty is not re-rolled here: the player has already left the pitch.
 */
function pilingOnSkill(s: MatchState, p: BlockProc, attacker: PlayerState, defender: PlayerState) {
  if (!p.knockDefender || p.ballAndChain || p.pilingOnAsked) return undefined;
  if (!hasTackleZone(attacker) || attacker.at === null || defender.at === null) return undefined;
  if (!adjacent(attacker.at, defender.at) || defender.status === 'standing') return undefined;
  return skillIdOf(s, attacker, (d) => d.pilesOn === true);
}

export function pilingOnStep(ctx: Context, p: BlockProc, attacker: PlayerState, defender: PlayerState): Step {
  const skill = pilingOnSkill(ctx.s, p, attacker, defender);
  if (!skill) {
    p.stage = 'settle';
    return NEXT;
  }
  const c = takeInput(p);
  if (!c) return WAIT;
  p.pilingOnAsked = true;
  p.stage = 'settle';
  if (c.type !== 'use-skill') return NEXT;
  ctx.emit({ kind: 'skill', player: attacker.id, skill, effect: `piles on ${defender.name}` });
  // Pushed last, run first: the re-roll, then the blocker lies down.
  ctx.push({ ...goingDown(attacker, 'placed-prone'), turnover: false });
  if (defender.status === 'stunned') {
    defender.status = 'prone';
    ctx.push(injuryProc(defender, false, attacker.id, true));
  } else {
    const bonus = knockDownBonus(ctx.s, attacker, defender);
    ctx.push({
      kind: 'armour',
      player: defender.id,
      by: attacker.id,
      spp: true,
      modifiers: [],
      stage: 0,
      ...(bonus ? { bonus } : {}),
      cause: 'block',
    });
  }
  return NEXT;
}

export function decidePilingOn(
  s: MatchState,
  p: BlockProc,
  attacker: PlayerState,
  defender: PlayerState,
): Decision {
  const skill = pilingOnSkill(s, p, attacker, defender);
  const roll = defender.status === 'stunned' ? 'injury' : 'armour';
  return {
    team: attacker.team,
    kind: 'use-skill',
    player: attacker.id,
    prompt: `Piling On: re-roll ${defender.name}'s ${roll} roll and lie down?`,
    options: [{ type: 'use-skill', skill } as Command, { type: 'decline' }],
  };
}

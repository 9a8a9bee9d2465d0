import type { Context } from '../engine/context.js';
import { NEXT, type Proc, type Step } from '../engine/procedure.js';
import { checkTouchdown, turnover } from '../flow/turnover.js';
import { goingDown } from '../injury/going-down.js';
import { injuryProc } from '../injury/injury.js';
import { findSkillDef } from '../skills/registry.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { ArmourBonus } from './armour-bonus.js';
import { directArmourRoll } from './armour-roll.js';
import type { BlockProc } from './block.js';
import { releaseStaleChomps } from './chomp.js';
import { afterBlock, hasBlockHook, knockedDownBy } from './hooks.js';

/**
 * Knock-down (§ Block Action, Knocked Down): the target goes down after the push (Mighty Blow, Claws,
 * Saboteur), then injuries by the crowd, then the loose ball; last, touchdowns and the aftermath.
 */

/**
 * Mighty Blow and Claws on the armour of the opponent a player knocks down: the blocker's on its target,
 * the target's on a blocker that falls (Player Down and Both Down read as if the target had blocked).
 */
export function knockDownBonus(
  s: MatchState,
  attacker: PlayerState,
  victim: PlayerState,
): ArmourBonus | undefined {
  const mb = findSkillDef(s, attacker, (d) => d.block?.knockDownBonus !== undefined);
  const claws = findSkillDef(s, attacker, (d) => d.block?.breaksArmourOn !== undefined);
  if (!mb && !claws) return undefined;
  const hard = hasBlockHook(s, victim, 'armourUnmodifiable');
  return {
    flexible: mb ? { value: mb.def.block?.knockDownBonus ?? 1, reason: mb.def.id } : null,
    flexibleOnArmour: !hard,
    breaksOn: claws && !hard ? (claws.def.block?.breaksArmourOn ?? null) : null,
  };
}

/** The target goes down to a block: Saboteur may take the blocker with it. */
export function knockDownTarget(s: MatchState, attacker: PlayerState, defender: PlayerState): Proc {
  const bonus = knockDownBonus(s, attacker, defender);
  const own = knockedDownBy(s, defender, attacker, bonus);
  if (own) return own;
  // Casualties earn SPP, except on a team-mate (a Ball & Chain player's block).
  const down = goingDown(defender, 'knocked-down', attacker.id, attacker.team !== defender.team, bonus);
  return { ...down, cause: 'block' };
}

export function aftermath(ctx: Context, p: BlockProc): void {
  const s = ctx.s;
  const attacker = getPlayer(s, p.attacker);
  const defender = getPlayer(s, p.defender);
  const o = p.outcome;
  p.stage = 'piling-on';
  // Pushed last, run first: knock-down, then injuries by the crowd, then the loose ball.
  if (o?.throwInFrom) ctx.push({ kind: 'throw-in', last: o.throwInFrom, kick: null });
  else if (o?.bounceFrom && s.ball.kind === 'air')
    ctx.push({ kind: 'bounce', from: o.bounceFrom, kick: null });
  for (const id of [...(o?.crowd ?? [])].reverse()) {
    const pl = getPlayer(s, id);
    if (s.turnState && s.turnState.team === pl.team) turnover(ctx, 'pushed-into-crowd');
    ctx.push(injuryProc(pl, true, id === defender.id ? attacker.id : null));
  }
  if (p.knockDefender && defender.at !== null && defender.status === 'standing') {
    ctx.push(knockDownTarget(ctx.s, attacker, defender));
  }
  if (p.armourAfterPush && defender.at !== null) directArmourRoll(ctx, defender, attacker);
}

/** Pushes the knock-down, crowd injuries and the loose ball (pushed last, run first). */
export function aftermathStep(
  ctx: Context,
  p: BlockProc,
  _attacker: PlayerState,
  _defender: PlayerState,
): Step {
  aftermath(ctx, p);
  return NEXT;
}

/** Everything has happened: touchdowns, Plague Ridden, Chomps, and the block ends. */
export function settleStep(ctx: Context, p: BlockProc, attacker: PlayerState, defender: PlayerState): Step {
  const s = ctx.s;
  p.result = undefined;
  for (const step of p.chain) {
    const pl = getPlayer(s, step.player);
    if (pl.at !== null) checkTouchdown(ctx, pl);
  }
  if (attacker.at !== null) checkTouchdown(ctx, attacker);
  afterBlock(ctx, attacker, defender);
  releaseStaleChomps(s);
  ctx.finish(true);
  return NEXT;
}

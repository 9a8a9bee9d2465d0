import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { NEXT, type Step, takeInput, WAIT } from '../engine/procedure.js';
import { movePlayer } from '../state/mutate.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { BlockProc } from './block.js';
import { afterPush, announce, canUseBlockHook, findBlockHook, targetCanUse } from './hooks.js';

/**
 * Follow-up (§ Pushes): decided before any armour roll. Fend stops it, Frenzy and Ball & Chain force it,
 * Taunt lets the target's coach force it; then the blocker's after-push skills (Eye Gouge, Strip Ball).
 */

/** Who settles the follow-up: nobody (skip), the rules (follow), the target's coach, or the blocker's. */
type FollowUpWho = 'skip' | 'follow' | 'defender' | 'ask';

/** After the push: can the attacker follow up, and who decides? */
export function followUpStage(ctx: Context, p: BlockProc): FollowUpWho {
  const s = ctx.s;
  const attacker = getPlayer(s, p.attacker);
  const defender = getPlayer(s, p.defender);
  const moved = p.chain.length > 0 && p.chain[0]?.player === defender.id;
  if (!moved || p.vacated === null || attacker.status !== 'standing' || attacker.rooted) return 'skip';
  if (p.multiple || p.noFollowUp) return 'skip';
  if (p.ballAndChain) return 'follow';
  if (targetCanUse(defender, 'fend', attacker, p.blitz) && defender.at !== null) {
    announce(ctx, defender, findBlockHook(defender, 'fend'), 'the blocker cannot follow up');
    return 'skip';
  }
  if (canUseBlockHook(attacker, 'mustFollowUp')) return 'follow';
  if (defender.at !== null && canUseBlockHook(defender, 'taunt')) return 'defender';
  return 'ask';
}
/** The attacker steps into the square its target left. */
export function followUp(ctx: Context, p: BlockProc): void {
  const attacker = getPlayer(ctx.s, p.attacker);
  if (p.vacated) movePlayer(ctx, attacker, p.vacated, 'step');
}

/** Whether the attacker follows up, and who decides. */
export function followUpStep(ctx: Context, p: BlockProc, attacker: PlayerState, defender: PlayerState): Step {
  const c = takeInput(p);
  if (c && p.followAsk !== null) {
    const yes = c.type === 'choose';
    if (yes && p.followAsk === 'defender')
      announce(ctx, defender, findBlockHook(defender, 'taunt'), 'forces the follow-up');
    if (yes) followUp(ctx, p);
    p.followAsk = null;
    p.stage = 'strip';
    return NEXT;
  }
  const how = followUpStage(ctx, p);
  if (how === 'skip' || how === 'follow') {
    if (how === 'follow') {
      announce(ctx, attacker, findBlockHook(attacker, 'mustFollowUp'), 'must follow up');
      followUp(ctx, p);
    }
    p.stage = 'strip';
    return NEXT;
  }
  p.followAsk = how === 'defender' ? 'defender' : 'attacker';
  return WAIT;
}

/** The blocker's skills once the push and follow-up are done. */
export function stripStep(ctx: Context, p: BlockProc, attacker: PlayerState, defender: PlayerState): Step {
  p.stage = 'aftermath';
  if (p.chain[0]?.player === defender.id) afterPush(ctx, attacker, defender, p.knockDefender);
  return NEXT;
}

/** Follow up? */
export function decideFollowUp(
  _s: MatchState,
  p: BlockProc,
  attacker: PlayerState,
  defender: PlayerState,
): Decision {
  const taunt = p.followAsk === 'defender';
  return {
    team: taunt ? defender.team : attacker.team,
    kind: 'follow-up',
    player: taunt ? defender.id : attacker.id,
    prompt: taunt ? `Taunt: force ${attacker.name} to follow up?` : `Follow up with ${attacker.name}?`,
    options: [
      {
        type: 'choose',
        choice: taunt ? (findBlockHook(defender, 'taunt')?.def.id ?? 'follow-up') : 'follow-up',
      },
      { type: 'decline' },
    ],
  };
}

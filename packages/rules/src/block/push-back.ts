import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { NEXT, type Step, takeInput, WAIT } from '../engine/procedure.js';
import { type Square, sameSquare } from '../pitch.js';
import type { SkillId } from '../skills/catalogue.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { BlockProc } from './block.js';
import { isChomped } from './chomp.js';
import { announce, canUseBlockHook, findBlockHook, targetCanUse } from './hooks.js';
import {
  applyPushes,
  mayStandFirmInChain,
  type PendingPush,
  pushChooser,
  pushCommands,
  pushSquares,
} from './push.js';

/**
 * Push back (§ Pushes): Stand Firm, Rooted and Chomped targets stay; the attacker's coach picks each
 * square of the push and any chain push; the chain moves once it ends (the crowd takes the last).
 */

/** The command that uses the player's Stand Firm (its id from the skill's record). */
export const standFirmCommand = (s: MatchState, p: PlayerState): Command => ({
  type: 'use-skill',
  skill: findBlockHook(s, p, 'standFirm')?.def.id as SkillId,
});

export function startPush(s: MatchState, p: BlockProc, attacker: PlayerState, defender: PlayerState): void {
  p.vacated = defender.at;
  p.pending = {
    player: defender.id,
    from: defender.at as Square,
    by: attacker.at as Square,
    grab: p.declared && canUseBlockHook(s, attacker, 'grab'),
  };
  p.stage = 'push';
}

/** Stand Firm can be offered: the target has it, is not Rooted or Chomped anyway, and no Blitzing Juggernaut cancels it. */
export const mayStandFirm = (
  s: MatchState,
  p: BlockProc,
  attacker: PlayerState,
  defender: PlayerState,
): boolean =>
  !defender.rooted && !isChomped(s, defender) && targetCanUse(s, defender, 'standFirm', attacker, p.blitz);

/**
 * Push Back / POW: a Rooted or Chomped target is not moved; a Stand Firm target's coach chooses whether to refuse
 * the push (not against a Blitzing Juggernaut); otherwise the push starts.
 */
export function pushBack(ctx: Context, p: BlockProc, attacker: PlayerState, defender: PlayerState): void {
  if (defender.rooted || isChomped(ctx.s, defender)) {
    p.vacated = null;
    p.stage = 'aftermath';
    return;
  }
  if (mayStandFirm(ctx.s, p, attacker, defender)) {
    p.stage = 'stand-firm';
    return;
  }
  startPush(ctx.s, p, attacker, defender);
}

/** The push is decided: a player in that square is pushed next (a chain), or the whole chain moves now. */
export function pushInto(ctx: Context, p: BlockProc, push: PendingPush, to: Square): void {
  p.chain = [...p.chain, { player: push.player, from: push.from, to }];
  const next = ctx.s.players.find((o) => o.at !== null && o.at.x === to.x && o.at.y === to.y);
  if (next && next.id !== push.player) {
    p.pending = { player: next.id, from: to, by: push.from, grab: false };
    return;
  }
  p.pending = null;
  p.outcome = applyPushes(ctx, p.chain);
  p.stage = 'follow-up';
}

/** The target decided whether to use Stand Firm. */
export function standFirmStep(
  ctx: Context,
  p: BlockProc,
  attacker: PlayerState,
  defender: PlayerState,
): Step {
  const c = takeInput(p);
  if (!c) return WAIT;
  if (c.type === 'use-skill') {
    announce(ctx, defender, findBlockHook(ctx.s, defender, 'standFirm'), 'is not pushed');
    p.vacated = null;
    p.stage = 'aftermath';
  } else startPush(ctx.s, p, attacker, defender);
  return NEXT;
}

/** One push of the chain: its square is picked. */
export function pushStep(ctx: Context, p: BlockProc, _attacker: PlayerState, _defender: PlayerState): Step {
  const s = ctx.s;
  const push = p.pending;
  if (!push) {
    p.stage = 'follow-up';
    return NEXT;
  }
  const squares = pushSquares(s, push, p.chain, p.refused);
  const c = takeInput(p);
  let to: Square | undefined;
  if (squares.length === 1) to = squares[0];
  else if (c?.type === 'square') to = squares.find((q) => q.x === c.square.x && q.y === c.square.y);
  if (squares.length === 0) {
    // Nowhere to go (every square holds a Stand Firm player): nobody in the chain moves.
    p.pending = null;
    p.chain = [];
    p.vacated = null;
    p.stage = 'follow-up';
    return NEXT;
  }
  if (!to) return WAIT;
  const next = s.players.find((o) => o.at !== null && o.at.x === to.x && o.at.y === to.y);
  if (next && next.id !== push.player && mayStandFirmInChain(s, next, p.refused ?? [])) {
    p.chainTo = to;
    p.stage = 'chain-stand-firm';
    return WAIT;
  }
  pushInto(ctx, p, push, to);
  return NEXT;
}

/** A chain-pushed Stand Firm player decided whether to stay. */
export function chainStandFirmStep(
  ctx: Context,
  p: BlockProc,
  _attacker: PlayerState,
  _defender: PlayerState,
): Step {
  const s = ctx.s;
  const c = takeInput(p);
  const push = p.pending;
  const to = p.chainTo;
  if (!c || !push || !to) return WAIT;
  const other = s.players.find((o) => o.at !== null && sameSquare(o.at, to));
  p.chainTo = null;
  p.stage = 'push';
  if (c.type === 'use-skill' && other) {
    announce(ctx, other, findBlockHook(ctx.s, other, 'standFirm'), 'is not chain-pushed');
    // The pusher must go elsewhere; with nowhere left, nobody in the chain moves.
    p.refused = [...(p.refused ?? []), other.id];
    return NEXT;
  }
  pushInto(ctx, p, push, to);
  return NEXT;
}

/** Stand Firm against the push? */
export function decideStandFirm(
  s: MatchState,
  _p: BlockProc,
  attacker: PlayerState,
  defender: PlayerState,
): Decision {
  return {
    team: defender.team,
    kind: 'use-skill',
    player: defender.id,
    prompt: `Stand Firm: keep ${defender.name} in place against ${attacker.name}'s push?`,
    options: [standFirmCommand(s, defender), { type: 'decline' }],
  };
}

/** Which square the pushed player goes to. */
export function decidePush(
  s: MatchState,
  p: BlockProc,
  attacker: PlayerState,
  _defender: PlayerState,
): Decision {
  const push = p.pending as PendingPush;
  const pushed = getPlayer(s, push.player);
  return {
    team: pushChooser(s, push, attacker.team),
    kind: 'push',
    player: pushed.id,
    prompt: `Push ${pushed.name} back`,
    options: pushCommands(pushSquares(s, push, p.chain, p.refused)),
  };
}

/** Stand Firm against the chain push? */
export function decideChainStandFirm(
  s: MatchState,
  p: BlockProc,
  _attacker: PlayerState,
  _defender: PlayerState,
): Decision {
  const to = p.chainTo as Square;
  const other = s.players.find((o) => o.at !== null && sameSquare(o.at, to)) as PlayerState;
  return {
    team: other.team,
    kind: 'use-skill',
    player: other.id,
    prompt: `Stand Firm: keep ${other.name} in place against the chain push?`,
    options: [standFirmCommand(s, other), { type: 'decline' }],
  };
}

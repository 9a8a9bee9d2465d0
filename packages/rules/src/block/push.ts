import type { Command } from '../engine/commands.js';
import type { Context } from '../engine/context.js';
import { DIRECTIONS, onPitch, type Square, sameSquare } from '../pitch.js';
import { movePlayer, setBall, toBox } from '../state/mutate.js';
import { getPlayer, hasBall, playerAt } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { Side } from '../types.js';
import { isChomped } from './chomp.js';
import { canUseBlockHook } from './hooks.js';

/** One decided push of a chain: `player` moves from `from` to `to` (off the pitch = into the crowd). */
export interface PushStep {
  player: string;
  from: Square;
  to: Square;
}

/** The push being decided: who is pushed, from where, and the square of the player pushing it. */
export interface PendingPush {
  player: string;
  from: Square;
  by: Square;
  /** Grab: the attacker may use any empty square next to the target. */
  grab: boolean;
}

/** Where the decided pushes left things, read by the block procedure afterwards. */
export interface PushOutcome {
  /** Players pushed off the pitch, for the injury by the crowd. */
  crowd: string[];
  /** The ball must be thrown in from this square (a ball carrier went into the crowd). */
  throwInFrom: Square | null;
  /** The ball lies where a player was pushed: it bounces from there. */
  bounceFrom: Square | null;
}

const sign = (n: number): number => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** The three squares directly away from the pusher (the push-back template), some possibly off the pitch. */
export function pushTemplate(from: Square, by: Square): Square[] {
  const dx = sign(from.x - by.x);
  const dy = sign(from.y - by.y);
  const straight = { x: from.x + dx, y: from.y + dy };
  if (dx !== 0 && dy !== 0) {
    return [straight, { x: from.x + dx, y: from.y }, { x: from.x, y: from.y + dy }];
  }
  if (dx !== 0) return [straight, { x: from.x + dx, y: from.y - 1 }, { x: from.x + dx, y: from.y + 1 }];
  return [straight, { x: from.x - 1, y: from.y + dy }, { x: from.x + 1, y: from.y + dy }];
}

function emptyAround(s: MatchState, from: Square, taken: readonly PushStep[]): Square[] {
  const out: Square[] = [];
  for (const d of DIRECTIONS) {
    const x = from.x + d.x;
    const y = from.y + d.y;
    if (onPitch(x, y) && playerAt(s, x, y) === undefined && !taken.some((t) => sameSquare(t.to, { x, y })))
      out.push({ x, y });
  }
  return out;
}

/** Sidestep: the pushed player's own coach chooses among every adjacent empty square. */
const sidesteps = (s: MatchState, pushed: PlayerState, push: PendingPush): boolean =>
  !push.grab && canUseBlockHook(s, pushed, 'sidestep');

/**
 * The legal squares for a push: empty on-pitch template squares if there are any; otherwise squares
 * occupied by players who can be chain-pushed (not Rooted, not Chomped, not a Stand Firm player who
 * already refused this push) and the crowd beyond the edge. Grab and Sidestep widen the choice to every
 * adjacent empty square.
 */
export function pushSquares(
  s: MatchState,
  push: PendingPush,
  taken: readonly PushStep[],
  refused: readonly string[] = [],
): Square[] {
  const pushed = getPlayer(s, push.player);
  if (push.grab || sidesteps(s, pushed, push)) {
    const any = emptyAround(s, push.from, taken);
    if (any.length > 0) return any;
  }
  const template = pushTemplate(push.from, push.by);
  const empty = template.filter(
    (q) =>
      onPitch(q.x, q.y) && playerAt(s, q.x, q.y) === undefined && !taken.some((t) => sameSquare(t.to, q)),
  );
  if (empty.length > 0) return empty;
  return template.filter((q) => {
    if (!onPitch(q.x, q.y)) return true;
    const other = playerAt(s, q.x, q.y);
    return other !== undefined && !other.rooted && !isChomped(s, other) && !refused.includes(other.id);
  });
}

/**
 * Stand Firm in a chain push (§2.6: it may refuse any push): a player the chain would push into, who can
 * use the skill, is asked before anything moves.
 */
export const mayStandFirmInChain = (s: MatchState, other: PlayerState, refused: readonly string[]): boolean =>
  !refused.includes(other.id) &&
  !other.rooted &&
  !isChomped(s, other) &&
  canUseBlockHook(s, other, 'standFirm');

/** Whose coach chooses this push square: the attacker's, or the pushed player's with Sidestep. */
export function pushChooser(s: MatchState, push: PendingPush, attackerTeam: Side): Side {
  const pushed = getPlayer(s, push.player);
  return sidesteps(s, pushed, push) ? pushed.team : attackerTeam;
}

export const pushCommands = (squares: readonly Square[]): Command[] =>
  squares.map((square) => ({ type: 'square', square: { x: square.x, y: square.y } }));

/**
 * Moves every player of a decided chain, the last one first. Players pushed off the pitch go to the
 * Reserves box now (their injury roll comes later); a ball they held is thrown in; a player pushed onto
 * a loose ball makes it bounce. An active-team player pushed into the crowd is a Turnover (the caller
 * reads `crowd`).
 */
export function applyPushes(ctx: Context, chain: readonly PushStep[]): PushOutcome {
  const s = ctx.s;
  const out: PushOutcome = { crowd: [], throwInFrom: null, bounceFrom: null };
  for (let i = chain.length - 1; i >= 0; i--) {
    const step = chain[i] as PushStep;
    const p = getPlayer(s, step.player);
    if (!onPitch(step.to.x, step.to.y)) {
      if (hasBall(s, p)) {
        out.throwInFrom = step.from;
        setBall(ctx, { kind: 'air', at: step.from }, 'into the crowd');
      }
      toBox(ctx, p, 'reserves');
      out.crowd.push(p.id);
      continue;
    }
    movePlayer(ctx, p, step.to, 'push');
    const ball = s.ball;
    if (ball.kind === 'ground' && sameSquare(ball.at, step.to)) {
      // The ball is knocked loose now and bounces once the block is over.
      out.bounceFrom = step.to;
      setBall(ctx, { kind: 'air', at: step.to }, 'pushed onto the ball');
    }
  }
  return out;
}

/** Trickster: empty squares next to the attacker (not the ball's) the target may move to before the dice. */
export function tricksterSquares(s: MatchState, attacker: PlayerState, target: PlayerState): Square[] {
  if (attacker.at === null || target.at === null || !canUseBlockHook(s, target, 'relocatesWhenTargeted'))
    return [];
  const ball = s.ball;
  return emptyAround(s, attacker.at, []).filter(
    (q) => !(ball.kind === 'ground' && sameSquare(ball.at, q)) && !sameSquare(q, target.at as Square),
  );
}

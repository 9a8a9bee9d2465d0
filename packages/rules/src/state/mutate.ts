import type { Context } from '../engine/context.js';
import type { Square } from '../pitch.js';
import type { DugoutBox, PlayerStatus } from '../types.js';
import type { BallState, PlayerState } from './types.js';

/** Small state changes that always emit their event, so the log cannot miss one. */

export function setStatus(ctx: Context, p: PlayerState, status: PlayerStatus): void {
  if (p.status === status) return;
  p.status = status;
  ctx.emit({ kind: 'status', player: p.id, status });
}

export function movePlayer(
  ctx: Context,
  p: PlayerState,
  to: Square,
  how: 'step' | 'jump' | 'push' | 'placed',
): void {
  const from = p.at;
  p.at = { x: to.x, y: to.y };
  p.box = null;
  if (from) ctx.emit({ kind: 'move', player: p.id, from, to: p.at, how });
}

/** Takes a player off the pitch into a dugout box (dropping no ball: callers deal with the ball first). */
export function toBox(ctx: Context, p: PlayerState, box: DugoutBox): void {
  p.at = null;
  p.box = box;
  p.status = 'standing';
  p.distracted = false;
  p.rooted = false;
  ctx.emit({ kind: 'box', player: p.id, box });
}

/** Puts a player from a dugout box on the pitch (set-up). */
export function placeOnPitch(ctx: Context, p: PlayerState, at: Square): void {
  p.at = { x: at.x, y: at.y };
  p.box = null;
  p.status = 'standing';
  if (!p.record.played) p.record = { ...p.record, played: true };
  ctx.emit({ kind: 'box', player: p.id, box: null });
}

export function setBall(ctx: Context, ball: BallState, reason: string): void {
  ctx.s.ball = ball;
  ctx.emit({ kind: 'ball', ball, reason });
}

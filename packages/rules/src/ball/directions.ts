import type { DieKind } from '../dice/index.js';
import type { Context } from '../engine/context.js';
import { onPitch, type Square } from '../pitch.js';
import type { RollPurpose } from '../types.js';

/**
 * The Random Direction template (D8), with the pitch seen so that "up" is y − 1:
 *   1 2 3
 *   4 · 5
 *   6 7 8
 */
export const RANDOM_DIRECTION: readonly Square[] = [
  { x: -1, y: -1 },
  { x: 0, y: -1 },
  { x: 1, y: -1 },
  { x: -1, y: 0 },
  { x: 1, y: 0 },
  { x: -1, y: 1 },
  { x: 0, y: 1 },
  { x: 1, y: 1 },
];

export const directionOf = (d8: number): Square => RANDOM_DIRECTION[d8 - 1] as Square;

export const step = (from: Square, d: Square, n = 1): Square => ({
  x: from.x + d.x * n,
  y: from.y + d.y * n,
});

/**
 * Rolls one die for the ball (no target, no re-roll: a scatter or bounce D8, a deviation or throw-in die)
 * and reports it.
 */
export function rollForBall(
  ctx: Context,
  purpose: RollPurpose,
  die: DieKind,
  alike?: (face: number) => number,
): number {
  const n = ctx.roll(die, alike);
  ctx.emit({
    kind: 'roll',
    purpose,
    player: null,
    die,
    natural: [n],
    modifiers: [],
    total: n,
    target: null,
    success: null,
    rerolled: false,
  });
  return n;
}

/**
 * The Throw-in template laid facing `f` (a unit step): a D6 picks diagonal left (1–2), straight on (3–4)
 * or diagonal right (5–6), and the ball (or player) travels `dist` squares that way from `from`, stopping
 * at the first square off the pitch. Returns that square and the last one on the pitch.
 */
export function templatePath(
  from: Square,
  f: Square,
  d6: number,
  dist: number,
): { at: Square; last: Square } {
  const side = { x: f.y, y: -f.x }; // the facing player's left (up is y − 1)
  const dirs = [{ x: f.x + side.x, y: f.y + side.y }, f, { x: f.x - side.x, y: f.y - side.y }];
  const d = dirs[Math.ceil(d6 / 2) - 1] as Square;
  let at = from;
  let last = from;
  for (let i = 0; i < dist; i++) {
    at = step(at, d);
    if (!onPitch(at.x, at.y)) break;
    last = at;
  }
  return { at, last };
}

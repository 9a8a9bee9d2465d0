import { scatterPath } from '../ball/scatter.js';
import type { Context } from '../engine/context.js';
import type { Square } from '../pitch.js';
import type { PlayerId } from '../state/types.js';
import type { PassRange } from '../tables/pass-range.js';

/** BB2025: a natural 1, or a modified result of 1 or less that is not a natural 6, is Fumbled (§3.7, §3.8). */
export const isFumbled = (r: { natural: number; total: number }): boolean =>
  r.natural === 1 || (r.natural !== 6 && r.total <= 1);

/** Where a thrown ball comes down: on the target when accurate, else after three scatters from it. */
export function flight(ctx: Context, target: Square, accurate: boolean): { at: Square; last: Square } {
  return accurate ? { at: target, last: target } : scatterPath(ctx, target, 3);
}

/** Reports an accurate or inaccurate throw and lets the ball fly: where it comes down and its last square on the pitch. */
export function throwBall(
  ctx: Context,
  p: { landing: Square | null; last: Square | null },
  thrower: PlayerId,
  target: Square,
  range: PassRange,
  accurate: boolean,
): void {
  ctx.emit({ kind: 'pass', player: thrower, target, range, result: accurate ? 'accurate' : 'inaccurate' });
  const { at, last } = flight(ctx, target, accurate);
  p.landing = at;
  p.last = last;
}

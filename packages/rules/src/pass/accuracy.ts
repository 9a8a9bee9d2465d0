import { scatterPath } from '../ball/scatter.js';
import type { Context } from '../engine/context.js';
import type { Square } from '../pitch.js';

/** BB2025: a natural 1, or a modified result of 1 or less that is not a natural 6, is Fumbled (§3.7, §3.8). */
export const isFumbled = (r: { natural: number; total: number }): boolean =>
  r.natural === 1 || (r.natural !== 6 && r.total <= 1);

/** Where a thrown ball comes down: on the target when accurate, else after three scatters from it. */
export function flight(ctx: Context, target: Square, accurate: boolean): { at: Square; last: Square } {
  return accurate ? { at: target, last: target } : scatterPath(ctx, target, 3);
}

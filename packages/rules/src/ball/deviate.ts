import type { DieKind } from '../dice/index.js';
import type { Context } from '../engine/context.js';
import type { Square } from '../pitch.js';
import { directionOf, rollForBall, step } from './directions.js';

/**
 * Deviate: a D8 on the Random Direction template and a distance die (D6, or D3 with Kick), moving the ball
 * that many squares in one go (§3.7). Returns where it comes down, which may be off the pitch.
 */
export function deviate(ctx: Context, from: Square, distanceDie: DieKind | 'half-D6' = 'D6'): Square {
  const d8 = rollForBall(ctx, 'kick-deviation-direction', 'D8');
  const half = distanceDie === 'half-D6';
  const n = rollForBall(ctx, 'kick-deviation-distance', half ? 'D6' : distanceDie);
  return step(from, directionOf(d8), half ? Math.floor(n / 2) : n);
}

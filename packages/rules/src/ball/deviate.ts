import type { DieKind } from '../dice/index.js';
import type { Context } from '../engine/context.js';
import type { Square } from '../pitch.js';
import { directionOf, step } from './directions.js';

/**
 * Deviate: a D8 on the Random Direction template and a distance die (D6, or D3 with Kick), moving the ball
 * that many squares in one go (§3.7). Returns where it comes down, which may be off the pitch.
 */
export function deviate(ctx: Context, from: Square, distanceDie: DieKind = 'D6'): Square {
  const d8 = ctx.roll('D8');
  ctx.emit({
    kind: 'roll',
    purpose: 'kick-deviation-direction',
    player: null,
    die: 'D8',
    natural: [d8],
    modifiers: [],
    total: d8,
    target: null,
    success: null,
    rerolled: false,
  });
  const n = ctx.roll(distanceDie);
  ctx.emit({
    kind: 'roll',
    purpose: 'kick-deviation-distance',
    player: null,
    die: distanceDie,
    natural: [n],
    modifiers: [],
    total: n,
    target: null,
    success: null,
    rerolled: false,
  });
  return step(from, directionOf(d8), n);
}

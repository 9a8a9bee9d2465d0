import { type Body, radiusOf } from './body.js';
import { distance, type Point } from './vec.js';

/**
 * Distance between two models, base to base (reference §4): the gap between the bases across the table,
 * combined with the difference in the heights they stand at (house rule for models on different floors).
 */
export function baseDistance(a: Body, b: Body): number {
  const across = Math.max(0, distance(a.position, b.position) - radiusOf(a) - radiusOf(b));
  return Math.hypot(across, a.z - b.z);
}

/** Distance from a model's base to a point on the table. */
export function baseToPoint(a: Body, p: Point): number {
  return Math.max(0, distance(a.position, p) - radiusOf(a));
}

/** Within 1" of each other: in melee when they are enemies (seed, Melee Combat). */
export const MELEE_RANGE = 1;

export function withinMeleeRange(a: Body, b: Body): boolean {
  return baseDistance(a, b) <= MELEE_RANGE + 1e-9;
}

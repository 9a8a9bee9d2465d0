import type { Square } from '../pitch.js';

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

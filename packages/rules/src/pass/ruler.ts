import type { Square } from '../pitch.js';
import { type PassRange, passRange } from '../tables/pass-range.js';

/**
 * The range ruler on the grid. Range is read from the §4.13 table by |dx|, |dy| (a square the ruler
 * cuts counts in the farther band, which the table already encodes).
 *
 * Which squares the ruler lies over (for interceptions): we model the ruler as a band one square wide
 * whose centre line joins the centre of the thrower's square to the centre of the landing square, and
 * which stops at those two centres. A square is under the ruler when its interior and the band's interior
 * overlap with positive area: a band that only touches an edge or grazes a corner does not count. The
 * thrower's and the landing square themselves never count.
 *
 * Both shapes are rectangles, so by the separating axis theorem they overlap exactly when their
 * projections overlap on the four edge directions (x, y, the ruler's direction u and its normal n). The
 * x and y tests reduce to the square lying inside the bounding box of the two end squares. With integer
 * centres every quantity below is an integer (scaled by the ruler length L, or by L² where needed), so
 * edge and corner cases are decided exactly, with no floating point.
 */
export function underRuler(from: Square, to: Square, sq: Square): boolean {
  if ((sq.x === from.x && sq.y === from.y) || (sq.x === to.x && sq.y === to.y)) return false;
  if (sq.x < Math.min(from.x, to.x) || sq.x > Math.max(from.x, to.x)) return false;
  if (sq.y < Math.min(from.y, to.y) || sq.y > Math.max(from.y, to.y)) return false;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const rx = sq.x - from.x;
  const ry = sq.y - from.y;
  const len2 = dx * dx + dy * dy;
  // The square's half-width measured along u or n, times L.
  const half2 = Math.abs(dx) + Math.abs(dy); // twice that value
  // Normal axis: |distance of the centre from the line| < 1/2 + square half-width, all times 2L.
  const cross2 = 2 * Math.abs(rx * dy - ry * dx);
  const slack = cross2 - half2; // must be < L
  if (slack > 0 && slack * slack >= len2) return false;
  // Along the ruler: the square's projection must overlap (0, L), all times 2L.
  const dot2 = 2 * (rx * dx + ry * dy);
  return dot2 + half2 > 0 && dot2 - half2 < 2 * len2;
}

/** The squares under the ruler from `from` to `to`, in row-major order. */
export function squaresUnderRuler(from: Square, to: Square): Square[] {
  const out: Square[] = [];
  for (let y = Math.min(from.y, to.y); y <= Math.max(from.y, to.y); y++) {
    for (let x = Math.min(from.x, to.x); x <= Math.max(from.x, to.x); x++) {
      if (underRuler(from, to, { x, y })) out.push({ x, y });
    }
  }
  return out;
}

/** The band of a throw from `from` to `to`, or null when the square is out of range. */
export const rangeBetween = (from: Square, to: Square): PassRange | null =>
  passRange(to.x - from.x, to.y - from.y);

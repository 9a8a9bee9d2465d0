/** §4.13 Pass range (unchanged from BB2020). */
export const PASS_RANGES = ['quick', 'short', 'long', 'long-bomb'] as const;
export type PassRange = (typeof PASS_RANGES)[number];

/** PA test modifier for each range. */
export const PASS_RANGE_MODIFIER: Readonly<Record<PassRange, number>> = {
  quick: 0,
  short: -1,
  long: -2,
  'long-bomb': -3,
};

/**
 * Rows dy = 0..13, columns dx = 0..13: Q quick, S short, L long, B long bomb, · out of range,
 * T the thrower's own square.
 */
const GRID = [
  'TQQQSSSLLLLBBB',
  'QQQQSSSLLLLBBB',
  'QQQSSSSLLLLBBB',
  'QQSSSSSLLLBBB·',
  'SSSSSSLLLLBBB·',
  'SSSSSLLLLBBB··',
  'SSSSLLLLLBBB··',
  'LLLLLLLLBBB···',
  'LLLLLLLBBBB···',
  'LLLLLBBBBB····',
  'LLLBBBBBB·····',
  'BBBBBBB·······',
  'BBBBB·········',
  'BBB···········',
] as const;

const CELL: Readonly<Record<string, PassRange | null>> = {
  Q: 'quick',
  S: 'short',
  L: 'long',
  B: 'long-bomb',
  '·': null,
  T: null,
};

/**
 * Range band for a throw covering dx, dy squares (signs ignored; the grid is symmetric). `null` means
 * out of range, including the thrower's own square and any |dx| or |dy| ≥ 14.
 */
export function passRange(dx: number, dy: number): PassRange | null {
  if (!Number.isInteger(dx) || !Number.isInteger(dy)) {
    throw new RangeError(`pass range: dx and dy must be integers, got ${dx}, ${dy}`);
  }
  const row = GRID[Math.abs(dy)];
  const cell = row?.[Math.abs(dx)];
  return cell === undefined ? null : (CELL[cell] ?? null);
}

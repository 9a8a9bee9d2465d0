/** §4.10 Expensive Mistakes: D6 against the Treasury band, when the Treasury is ≥ 100k after a game. */
export const EXPENSIVE_MISTAKE_RESULTS = ['averted', 'minor', 'major', 'catastrophe'] as const;
export type ExpensiveMistakeResult = (typeof EXPENSIVE_MISTAKE_RESULTS)[number];

/** Bands by Treasury: 100–195k, 200–295k, 300–395k, 400–495k, 500–595k, 600k+. */
export const EXPENSIVE_MISTAKE_BAND_MINIMUMS = [
  100_000, 200_000, 300_000, 400_000, 500_000, 600_000,
] as const;

const A = 'averted';
const m = 'minor';
const M = 'major';
const X = 'catastrophe';
/** Row = D6 − 1, column = band. */
export const EXPENSIVE_MISTAKES_TABLE = [
  [m, m, M, M, X, X],
  [A, m, m, M, M, X],
  [A, A, m, m, M, M],
  [A, A, A, m, m, M],
  [A, A, A, A, m, m],
  [A, A, A, A, A, m],
] as const satisfies readonly (readonly ExpensiveMistakeResult[])[];

/**
 * The result for a Treasury (gp) and a D6; a Treasury under 100k never rolls and is `averted`.
 * Minor: lose D3 × 10k. Major: lose half, rounded down to a multiple of 5k. Catastrophe: keep 2D6 × 10k.
 */
export function expensiveMistakesTable(treasury: number, d6: number): ExpensiveMistakeResult {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) {
    throw new RangeError(`expensive mistakes: ${d6} is not a valid roll (expected an integer 1..6)`);
  }
  let band = -1;
  EXPENSIVE_MISTAKE_BAND_MINIMUMS.forEach((min, i) => {
    if (treasury >= min) band = i;
  });
  if (band < 0) return 'averted';
  return EXPENSIVE_MISTAKES_TABLE[d6 - 1]?.[band] ?? 'averted';
}

/** Treasury after a Major mistake: half is lost, the loss rounded down to a multiple of 5k. */
export function treasuryAfterMajorMistake(treasury: number): number {
  const loss = Math.floor(treasury / 2 / 5_000) * 5_000;
  return treasury - loss;
}

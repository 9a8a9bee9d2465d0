/**
 * The Injury Chart (seed p. 9): 1 or less No Effect, 2–6 Minor Hit, 7–8 Down, 9 or more Out of Action.
 */
export const INJURY_RESULTS = ['no-effect', 'minor-hit', 'down', 'out-of-action'] as const;
export type InjuryResult = (typeof INJURY_RESULTS)[number];

export const INJURY_CHART = { minorHit: 2, down: 7, outOfAction: 9 } as const;

export function injuryResult(total: number): InjuryResult {
  if (total >= INJURY_CHART.outOfAction) return 'out-of-action';
  if (total >= INJURY_CHART.down) return 'down';
  if (total >= INJURY_CHART.minorHit) return 'minor-hit';
  return 'no-effect';
}

/** How bad a result is, for comparisons (Out of Action worst). */
export function injurySeverity(result: InjuryResult): number {
  return INJURY_RESULTS.indexOf(result);
}

import { clamp, lookupRange, type RangeRow } from './range.js';

/** §4.4 Injury table, 2D6 rolled by the opposing coach (unchanged from BB2020; seed agrees). */
export const INJURY_RESULTS = ['stunned', 'knocked-out', 'casualty'] as const;
export type InjuryResult = (typeof INJURY_RESULTS)[number];

export const INJURY_TABLE = [
  { min: 2, max: 7, result: 'stunned' },
  { min: 8, max: 9, result: 'knocked-out' },
  { min: 10, max: 12, result: 'casualty' },
] as const satisfies readonly RangeRow<InjuryResult>[];

/**
 * Result of a modified injury total. Modifiers (Mighty Blow, Dirty Player …) can push it past 12 or
 * below 2: those read as the end rows. Thick Skull is not applied here (the engine does it: 8 → Stunned).
 */
export function injuryTable(total: number): InjuryResult {
  if (!Number.isInteger(total)) throw new RangeError(`injury: ${total} is not an integer`);
  return lookupRange('injury', INJURY_TABLE, clamp(total, 2, 12));
}

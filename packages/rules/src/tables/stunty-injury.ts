import { clamp, lookupRange, type RangeRow } from './range.js';

/**
 * §4.4 Stunty injury table (seed: 2–6 Stunned, 7–8 KO, 9 Badly Hurt, 10–12 Casualty). On a 9 the
 * player is a casualty that counts as Badly Hurt with no Casualty roll in league play.
 */
export const STUNTY_INJURY_RESULTS = ['stunned', 'knocked-out', 'badly-hurt', 'casualty'] as const;
export type StuntyInjuryResult = (typeof STUNTY_INJURY_RESULTS)[number];

export const STUNTY_INJURY_TABLE = [
  { min: 2, max: 6, result: 'stunned' },
  { min: 7, max: 8, result: 'knocked-out' },
  { min: 9, max: 9, result: 'badly-hurt' },
  { min: 10, max: 12, result: 'casualty' },
] as const satisfies readonly RangeRow<StuntyInjuryResult>[];

/** Like `injuryTable`, for Stunty players; totals outside 2..12 read as the end rows. */
export function stuntyInjuryTable(total: number): StuntyInjuryResult {
  if (!Number.isInteger(total)) throw new RangeError(`stunty injury: ${total} is not an integer`);
  return lookupRange('stunty injury', STUNTY_INJURY_TABLE, clamp(total, 2, 12));
}

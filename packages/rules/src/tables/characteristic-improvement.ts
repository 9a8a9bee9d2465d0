import { CHARACTERISTICS, type Characteristic } from './characteristics.js';
import { lookupRange, type RangeRow } from './range.js';

/**
 * §4.8 Characteristic improvement, D8: which characteristics the player may raise by one step. It may
 * take a Primary or Secondary skill instead (the SPP stay spent).
 */
export const CHARACTERISTIC_IMPROVEMENT_TABLE = [
  { min: 1, max: 1, result: ['av'] },
  { min: 2, max: 2, result: ['av', 'pa'] },
  { min: 3, max: 4, result: ['av', 'ma', 'pa'] },
  { min: 5, max: 5, result: ['ma', 'pa'] },
  { min: 6, max: 6, result: ['ag', 'ma'] },
  { min: 7, max: 7, result: ['ag', 'st'] },
  { min: 8, max: 8, result: CHARACTERISTICS },
] as const satisfies readonly RangeRow<readonly Characteristic[]>[];

/** The characteristics a D8 lets the player improve. */
export function characteristicImprovementTable(d8: number): readonly Characteristic[] {
  return lookupRange<readonly Characteristic[]>(
    'characteristic improvement',
    CHARACTERISTIC_IMPROVEMENT_TABLE,
    d8,
  );
}

import type { Characteristic } from './characteristics.js';
import { lookupRange, type RangeRow } from './range.js';

/** §4.6 Lasting Injury, D6: which characteristic is reduced. */
export const LASTING_INJURY_IDS = [
  'head-injury',
  'smashed-knee',
  'broken-arm',
  'dislocated-hip',
  'broken-shoulder',
] as const;
export type LastingInjuryId = (typeof LASTING_INJURY_IDS)[number];

export interface LastingInjury {
  readonly id: LastingInjuryId;
  readonly name: string;
  readonly characteristic: Characteristic;
}

export const LASTING_INJURIES: Readonly<Record<LastingInjuryId, LastingInjury>> = {
  'head-injury': { id: 'head-injury', name: 'Head Injury', characteristic: 'av' },
  'smashed-knee': { id: 'smashed-knee', name: 'Smashed Knee', characteristic: 'ma' },
  'broken-arm': { id: 'broken-arm', name: 'Broken Arm', characteristic: 'pa' },
  'dislocated-hip': { id: 'dislocated-hip', name: 'Dislocated Hip', characteristic: 'ag' },
  'broken-shoulder': { id: 'broken-shoulder', name: 'Broken Shoulder', characteristic: 'st' },
};

export const LASTING_INJURY_TABLE = [
  { min: 1, max: 2, result: 'head-injury' },
  { min: 3, max: 3, result: 'smashed-knee' },
  { min: 4, max: 4, result: 'broken-arm' },
  { min: 5, max: 5, result: 'dislocated-hip' },
  { min: 6, max: 6, result: 'broken-shoulder' },
] as const satisfies readonly RangeRow<LastingInjuryId>[];

/** The full row for a D6 (name and characteristic). */
export function lastingInjury(d6: number): LastingInjury {
  return LASTING_INJURIES[lookupRange('lasting injury', LASTING_INJURY_TABLE, d6)];
}

/** The characteristic a D6 on the Lasting Injury table reduces (apply with `reduceCharacteristic`). */
export function lastingInjuryTable(d6: number): Characteristic {
  return lastingInjury(d6).characteristic;
}

import type { KickOffEvent } from '../../types.js';
import { clamp, lookupRange, type RangeRow } from '../range.js';

/** The classic Kick-off table (LRB6, rules reference §3.2), 2D6, as the engine's kick-off events. */
export const CLASSIC_KICK_OFF_TABLE = [
  { min: 2, max: 2, result: 'get-the-ref' },
  { min: 3, max: 3, result: 'riot' },
  { min: 4, max: 4, result: 'perfect-defence' },
  { min: 5, max: 5, result: 'high-kick' },
  { min: 6, max: 6, result: 'cheering-fans' },
  { min: 7, max: 7, result: 'changing-weather' },
  { min: 8, max: 8, result: 'brilliant-coaching' },
  { min: 9, max: 9, result: 'quick-snap' },
  { min: 10, max: 10, result: 'blitz' },
  { min: 11, max: 11, result: 'throw-a-rock' },
  { min: 12, max: 12, result: 'pitch-invasion' },
] as const satisfies readonly RangeRow<KickOffEvent>[];

export function classicKickOffTable(total2d6: number): KickOffEvent {
  if (!Number.isInteger(total2d6)) throw new RangeError(`kick-off: ${total2d6} is not an integer`);
  return lookupRange('classic kick-off', CLASSIC_KICK_OFF_TABLE, clamp(total2d6, 2, 12));
}

import { lookupRange, type RangeRow } from './range.js';

/** §4.1 Kick-off events, 2D6 rolled by the kicking coach after the kick deviates. Index = total − 2. */
export const KICK_OFF_EVENT_IDS = [
  'get-the-ref',
  'time-out',
  'solid-defence',
  'high-kick',
  'cheering-fans',
  'brilliant-coaching',
  'changing-weather',
  'quick-snap',
  'charge',
  'dodgy-snack',
  'pitch-invasion',
] as const;
export type KickOffEventId = (typeof KICK_OFF_EVENT_IDS)[number];

export const KICK_OFF_EVENT_NAMES: Readonly<Record<KickOffEventId, string>> = {
  'get-the-ref': 'Get the Ref',
  'time-out': 'Time-out',
  'solid-defence': 'Solid Defence',
  'high-kick': 'High Kick',
  'cheering-fans': 'Cheering Fans',
  'brilliant-coaching': 'Brilliant Coaching',
  'changing-weather': 'Changing Weather',
  'quick-snap': 'Quick Snap!',
  charge: 'Charge!',
  'dodgy-snack': 'Dodgy Snack',
  'pitch-invasion': 'Pitch Invasion',
};

export const KICK_OFF_TABLE: readonly RangeRow<KickOffEventId>[] = KICK_OFF_EVENT_IDS.map((result, i) => ({
  min: i + 2,
  max: i + 2,
  result,
}));

/** The kick-off event for a 2D6 total (2..12, unmodified). */
export function kickOffTable(total2d6: number): KickOffEventId {
  return lookupRange('kick-off', KICK_OFF_TABLE, total2d6);
}

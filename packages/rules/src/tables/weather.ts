import { clamp, lookupRange, type RangeRow } from './range.js';

/** §4.2 Weather, 2D6 (one D6 per coach). */
export const WEATHER_IDS = ['sweltering-heat', 'very-sunny', 'perfect', 'pouring-rain', 'blizzard'] as const;
export type WeatherId = (typeof WEATHER_IDS)[number];

export const WEATHER_NAMES: Readonly<Record<WeatherId, string>> = {
  'sweltering-heat': 'Sweltering Heat',
  'very-sunny': 'Very Sunny',
  perfect: 'Perfect Conditions',
  'pouring-rain': 'Pouring Rain',
  blizzard: 'Blizzard',
};

/** What each weather does to tests (§4.2); modifiers are added to the D6 result. */
export interface WeatherEffect {
  /** Every PA test (passes, Throw Team-mate, bombs). */
  readonly passing: number;
  /** Pick-ups, Secure the Ball included. */
  readonly pickUp: number;
  readonly catching: number;
  readonly intercepting: number;
  readonly rushing: number;
  /** Only Quick and Short passes may be attempted. */
  readonly shortPassesOnly: boolean;
  /** End of each drive: one D3, and each team removes that many random on-pitch players for the next drive. */
  readonly heatstroke: boolean;
}

const CALM: WeatherEffect = {
  passing: 0,
  pickUp: 0,
  catching: 0,
  intercepting: 0,
  rushing: 0,
  shortPassesOnly: false,
  heatstroke: false,
};

export const WEATHER_EFFECTS: Readonly<Record<WeatherId, WeatherEffect>> = {
  'sweltering-heat': { ...CALM, heatstroke: true },
  'very-sunny': { ...CALM, passing: -1 },
  perfect: CALM,
  'pouring-rain': { ...CALM, pickUp: -1, catching: -1, intercepting: -1 },
  blizzard: { ...CALM, rushing: -1, shortPassesOnly: true },
};

export const WEATHER_TABLE = [
  { min: 2, max: 2, result: 'sweltering-heat' },
  { min: 3, max: 3, result: 'very-sunny' },
  { min: 4, max: 10, result: 'perfect' },
  { min: 11, max: 11, result: 'pouring-rain' },
  { min: 12, max: 12, result: 'blizzard' },
] as const satisfies readonly RangeRow<WeatherId>[];

/**
 * Weather for a 2D6 total. A Weather Mage re-roll may carry a modifier of up to ±2; totals beyond the
 * printed 2..12 are read as the nearest end row (our reading; the rulebook does not say).
 */
export function weatherTable(total2d6: number): WeatherId {
  if (!Number.isInteger(total2d6)) throw new RangeError(`weather: ${total2d6} is not an integer`);
  return lookupRange('weather', WEATHER_TABLE, clamp(total2d6, 2, 12));
}

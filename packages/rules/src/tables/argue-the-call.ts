import { lookupRange, type RangeRow } from './range.js';

/** §4.12 Argue the Call, D6 (seed agrees). */
export const ARGUE_THE_CALL_RESULTS = [
  'youre-outta-here',
  'i-dont-care',
  'well-when-you-put-it-like-that',
] as const;
export type ArgueTheCallResult = (typeof ARGUE_THE_CALL_RESULTS)[number];

export interface ArgueTheCallEffect {
  readonly name: string;
  /** The player is still sent off. */
  readonly sentOff: boolean;
  /** The coach may not argue again this game. */
  readonly noMoreArguing: boolean;
}

export const ARGUE_THE_CALL_EFFECTS: Readonly<Record<ArgueTheCallResult, ArgueTheCallEffect>> = {
  'youre-outta-here': { name: "You're outta here!", sentOff: true, noMoreArguing: true },
  'i-dont-care': { name: "I don't care!", sentOff: true, noMoreArguing: false },
  // Stays on the pitch in its square; the Turnover still happens (the engine's business).
  'well-when-you-put-it-like-that': {
    name: 'Well, when you put it like that…',
    sentOff: false,
    noMoreArguing: false,
  },
};

export const ARGUE_THE_CALL_TABLE = [
  { min: 1, max: 1, result: 'youre-outta-here' },
  { min: 2, max: 5, result: 'i-dont-care' },
  { min: 6, max: 6, result: 'well-when-you-put-it-like-that' },
] as const satisfies readonly RangeRow<ArgueTheCallResult>[];

/** Result of the (natural) D6. */
export function argueTheCallTable(d6: number): ArgueTheCallResult {
  return lookupRange('argue the call', ARGUE_THE_CALL_TABLE, d6);
}

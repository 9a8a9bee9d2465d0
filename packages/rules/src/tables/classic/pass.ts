import type { PassRange } from '../pass-range.js';

/**
 * Classic pass modifiers (LRB6, rules reference §1.3): the pass is an AG roll read on the AG table. The
 * range ruler is the same grid as BB2025's (`tables/pass-range.ts`, FFB's bb2016 table).
 */
export const CLASSIC_PASS_RANGE_MODIFIER: Readonly<Record<PassRange, number>> = {
  quick: 1,
  short: 0,
  long: -1,
  'long-bomb': -2,
};

/** Interception: −2 whatever the pass (there is no accurate/inaccurate split before the throw). */
export const CLASSIC_INTERCEPTION_MODIFIER = -2;
/** Catching an accurate pass or a hand-off: +1. */
export const CLASSIC_ACCURATE_CATCH_MODIFIER = 1;
/** Dodging and picking up: +1 before Tackle Zones (seed 001). */
export const CLASSIC_DODGE_MODIFIER = 1;
export const CLASSIC_PICK_UP_MODIFIER = 1;

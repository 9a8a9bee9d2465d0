import type { StarRuleDef } from '../hooks.js';

/** Mesmerising Dance (Eldril Sidewinder): once per half, re-roll a failed Hypnotic Gaze. */
export const mesmerisingDance: StarRuleDef = {
  id: 'mesmerising-dance',
  testReroll: (t) => t.purpose === 'hypnotic-gaze',
};

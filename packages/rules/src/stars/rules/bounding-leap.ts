import type { StarRuleDef } from '../hooks.js';

/**
 * Bounding Leap (Rowana Forestfoot): once per game, a Leap's AG test ignores every negative modifier and may
 * be re-rolled. Used on her first Leap that has a penalty: a Leap's only modifiers are the Marking penalty
 * and Leap's easing of it, so none are left.
 */
export const boundingLeap: StarRuleDef = {
  id: 'bounding-leap',
  beforeTest: (t, mods) => (t.purpose === 'jump' && mods.some((m) => m.value < 0) ? [] : null),
};

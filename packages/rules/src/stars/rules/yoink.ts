import type { StarRuleDef } from '../hooks.js';

/**
 * Yoink! (Scrappa Sorehead): once per game, his interception succeeds on a D6 2+ instead of the usual test;
 * used when the test failed on a 2 or more.
 */
export const yoink: StarRuleDef = {
  id: 'yoink',
  rescue: (t, natural, total, target) =>
    t.purpose === 'interception' && natural >= 2 ? target - total : null,
};

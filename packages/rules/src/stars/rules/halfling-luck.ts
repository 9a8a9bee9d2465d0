import type { StarRuleDef } from '../hooks.js';

/**
 * Halfling Luck (Puggy Baconbreath): once per game, re-roll one die he rolled: a failed test, a roll of his
 * skills (Dauntless …) or one block die; never an armour, injury or casualty die (no hook offers those).
 */
export const halflingLuck: StarRuleDef = {
  id: 'halfling-luck',
  testReroll: () => true,
  blockDieReroll: () => true,
};

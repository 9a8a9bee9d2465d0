import type { StarRuleDef } from '../hooks.js';

/**
 * Tasty Morsel (Captain Karina von Riesz): once per game, a failed Bloodlust roll bites an adjacent opponent
 * of ST 3 or less, never a Star Player, as if it were a Thrall team-mate.
 */
export const tastyMorsel: StarRuleDef = {
  id: 'tasty-morsel',
  lashesOutAt: (failure, victim) =>
    failure === 'bloodlust' && victim.stats.st <= 3 && victim.star === undefined,
};

import type { StarRuleDef } from '../hooks.js';

/** Primal Savagery (Glotl Stop): once per game, a failed Animal Savagery lashes out at an adjacent opponent instead. */
export const primalSavagery: StarRuleDef = {
  id: 'primal-savagery',
  lashesOutAt: (failure, victim) => failure === 'animal-savagery' && victim.status === 'standing',
};

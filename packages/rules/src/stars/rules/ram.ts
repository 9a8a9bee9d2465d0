import { byOwnerOn, eitherBonus } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/** Ram (Rumbelow Sheepskin): once per game, +1 to the armour or injury roll of an opponent his block knocks down. */
export const ram: StarRuleDef = {
  id: 'ram',
  ...eitherBonus(1, (x, owner) => byOwnerOn(x, owner, 'block')),
};

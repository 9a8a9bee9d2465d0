import { byOwnerOn, worsensWith } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/** Toxin Connoisseur (Rashnak Backstabber): once per game, +1 to the injury roll after his Stab breaks armour. */
export const toxinConnoisseur: StarRuleDef = {
  id: 'toxin-connoisseur',
  injury: (x, owner) => (byOwnerOn(x, owner, 'stab') && worsensWith(x, 1) ? { modifier: 1 } : null),
};

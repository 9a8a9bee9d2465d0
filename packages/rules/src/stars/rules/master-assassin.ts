import { byOwnerOn } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/** Master Assassin (Skitter Stab-Stab): once per game, re-roll the armour roll of his Stab. */
export const masterAssassin: StarRuleDef = {
  id: 'master-assassin',
  armour: (x, owner) => (byOwnerOn(x, owner, 'stab') && !x.broken && !x.rerolled ? { reroll: true } : null),
};

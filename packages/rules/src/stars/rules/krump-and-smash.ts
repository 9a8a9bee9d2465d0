import { byOwnerOn } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/** Krump and Smash (Varag Ghoul-Chewer): once per game, re-roll the armour roll of an opponent his block knocks down. */
export const krumpAndSmash: StarRuleDef = {
  id: 'krump-and-smash',
  armour: (x, owner) => (byOwnerOn(x, owner, 'block') && !x.broken && !x.rerolled ? { reroll: true } : null),
};

import { breaksWith, byOwnerOn } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/** Crushing Blow (The Mighty Zug): once per game, +1 to the armour roll of an opponent his block knocks down. */
export const crushingBlow: StarRuleDef = {
  id: 'crushing-blow',
  armour: (x, owner) => (byOwnerOn(x, owner, 'block') && breaksWith(x, 1) ? { modifier: 1 } : null),
};

import { byOwnerOn, worsensWith } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/** Brutal Block (Frank N Stein): once per game, +1 to the injury roll of an opponent his block knocks down. */
export const brutalBlock: StarRuleDef = {
  id: 'brutal-block',
  injury: (x, owner) => (byOwnerOn(x, owner, 'block') && worsensWith(x, 1) ? { modifier: 1 } : null),
};

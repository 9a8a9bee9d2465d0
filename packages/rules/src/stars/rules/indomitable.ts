import type { StarRuleDef } from '../hooks.js';

/**
 * Indomitable (Karla von Kill): once per game, when her Dauntless roll succeeds her ST is double the
 * target's for that block (instead of equal to it); assists are added as usual.
 */
export const indomitable: StarRuleDef = {
  id: 'indomitable',
  afterDauntless: (_owner, target) => target.stats.st,
};

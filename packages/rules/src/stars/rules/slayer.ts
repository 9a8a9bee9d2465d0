import { byOwnerOn, eitherBonus } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

const bigGuy = (keywords: readonly string[]) => keywords.some((k) => k.toLowerCase() === 'big guy');

/** Slayer (Grim Ironjaw): once per game, +1 to the armour or injury roll of a Big Guy his block knocks down. */
export const slayer: StarRuleDef = {
  id: 'slayer',
  ...eitherBonus(1, (x, owner) => byOwnerOn(x, owner, 'block') && bigGuy(x.victim.keywords)),
};

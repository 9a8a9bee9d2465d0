import { byOwnerOn, eitherBonus, marks, partnerOf } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * A Sneaky Pair (Dribl and Drull): +1 to the armour or (if not needed there) the injury roll of a Foul or
 * Stab against an opponent both of them Mark. Every time; "the roll" read as FUMBBL does.
 */
export const aSneakyPair: StarRuleDef = {
  id: 'a-sneaky-pair',
  ...eitherBonus(
    1,
    (x, owner) =>
      (byOwnerOn(x, owner, 'stab') || byOwnerOn(x, owner, 'foul')) &&
      marks(partnerOf(x.s.players, owner), x.victim),
  ),
};

import type { StarRuleDef } from '../hooks.js';

/**
 * Savage Mauling (Wilhelm Chaney): once per game, re-roll an injury roll he made against an opponent
 * (any cause). Used when the roll is no Casualty.
 */
export const savageMauling: StarRuleDef = {
  id: 'savage-mauling',
  injury: (x, owner) =>
    x.by?.id === owner.id &&
    x.victim.team !== owner.team &&
    !x.rerolled &&
    (x.result === 'stunned' || x.result === 'knocked-out')
      ? { reroll: true }
      : null,
};

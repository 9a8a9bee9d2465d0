import type { StarRuleDef } from '../hooks.js';

/**
 * Gored by the Bull (Grashnak Blackhoof): once per game, the blocks of his Blitz roll one extra block die
 * (at most 3); both blocks of a Frenzy Blitz are one use. Used on his first Blitz (our reading).
 */
export const goredByTheBull: StarRuleDef = {
  id: 'gored-by-the-bull',
  extraBlockDice: (blitz) => (blitz ? 1 : 0),
};

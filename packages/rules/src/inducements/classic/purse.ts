import { otherSide, type Side } from '../../types.js';
import type { Purse } from '../budget.js';

/**
 * LRB6 purses (our reading from memory, see the rules README): the team with the lower team value gets
 * the difference in gold to spend on inducements; the other team gets nothing; unspent gold is lost and no
 * team spends its treasury. Equal team values: nobody buys.
 */
export function lrb6Purses(
  tv: Record<Side, number>,
  _treasury: Record<Side, number>,
): { first: Side | null; purses: Record<Side, Purse> } {
  const none = { pettyCash: 0, treasury: 0 };
  if (tv.home === tv.away) return { first: null, purses: { home: { ...none }, away: { ...none } } };
  const higher: Side = tv.home > tv.away ? 'home' : 'away';
  const purses = {
    [higher]: { ...none },
    [otherSide(higher)]: { pettyCash: Math.abs(tv.home - tv.away), treasury: 0 },
  } as Record<Side, Purse>;
  return { first: higher, purses };
}

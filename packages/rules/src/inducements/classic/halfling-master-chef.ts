import { limited } from '../define.js';

/**
 * LRB6 Halfling Master Chef, 0–1 at 300k (100k for a Halfling team): at the start of each half 3 D6, each
 * 4+ moves one of the opponent's team re-rolls to this team for the half (`startOfHalf`, shared with BB2025).
 */
export const classicHalflingMasterChef = limited(
  'halfling-master-chef',
  'Halfling Master Chef',
  () => 1,
  (team) => (team.rosterId === 'halfling' ? 100_000 : 300_000),
);

import { limited } from '../define.js';

/**
 * Halfling Master Chef, 0–1 at 300k (100k for a Halfling team): at the start of each half 3 D6, each 4+
 * steals one of the opponent's team re-rolls for that half (`startOfHalf`).
 */
export const halflingMasterChef = limited(
  'halfling-master-chef',
  'Halfling Master Chef',
  () => 1,
  (team) => (team.rosterId === 'halfling' ? 100_000 : 300_000),
);

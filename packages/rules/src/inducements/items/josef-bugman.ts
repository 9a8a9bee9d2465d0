import { limited } from '../define.js';

/**
 * Infamous Coaching Staff, 0–1 at 100k: +1 to the team's Knocked-out recovery rolls (`koRecoveryBonus`).
 * His once-per-game re-set-up of D3 players is not implemented yet (package README).
 */
export const josefBugman = limited(
  'josef-bugman',
  'Josef Bugman',
  () => 1,
  () => 100_000,
);

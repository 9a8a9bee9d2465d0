import { limited } from '../define.js';

/**
 * Infamous Coaching Staff, 0–1 at 100k: +1 to the team's Knocked-out recovery rolls (`koRecoveryBonus`)
 * and, once per game before a kick-off, a re-set-up of D3 of the team's players (`bugman.ts`).
 */
export const josefBugman = limited(
  'josef-bugman',
  'Josef Bugman',
  () => 1,
  () => 100_000,
);

import { byOwnerOn } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Pump Up the Crowd (Skrorg Snowpelt): once per game, when his block removes an opponent as a Casualty,
 * his team gains a team re-roll that lasts until the end of the drive.
 */
export const pumpUpTheCrowd: StarRuleDef = {
  id: 'pump-up-the-crowd',
  injured: (ctx, x, owner) => {
    if (!byOwnerOn(x, owner, 'block') || (x.result !== 'badly-hurt' && x.result !== 'casualty')) return false;
    ctx.s.teams[owner.team].driveRerolls += 1;
    return true;
  },
};

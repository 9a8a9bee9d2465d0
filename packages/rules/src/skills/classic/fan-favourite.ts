import type { SkillDef } from '../hooks.js';

/** Fan Favourite (LRB6): +1 FAME for the kick-off table for each such player on the pitch (not for winnings). */
export const fanFavourite: SkillDef = { id: 'fan-favourite', kickOffFans: 1 };

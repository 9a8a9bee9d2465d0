import type { SkillDef } from './hooks.js';

/** Kick: as the kicker, the kick deviates D3 squares instead of D6. */
export const kick: SkillDef = { id: 'kick', kickDistanceDie: 'D3' };

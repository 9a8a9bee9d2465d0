import type { SkillDef } from './hooks.js';

/** Thick Skull: an injury total of 8 is Stunned (Stunty: 7 Stunned, 8 still KO). */
export const thickSkull: SkillDef = {
  id: 'thick-skull',
  injuryTotalAdjust: (total, stunty) =>
    stunty ? (total === 7 ? 'stunned' : null) : total === 8 ? 'stunned' : null,
};

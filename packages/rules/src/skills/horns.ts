import type { SkillDef } from './hooks.js';

/** Horns: +1 ST for blocks made during its Blitz. */
export const horns: SkillDef = { id: 'horns', block: { blitzStrength: 1 } };

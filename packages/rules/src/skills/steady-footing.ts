import type { SkillDef } from './hooks.js';

/** Steady Footing: on a 6 the player does not Fall Over or get Knocked Down. */
export const steadyFooting: SkillDef = { id: 'steady-footing', steadyFooting: 6 };

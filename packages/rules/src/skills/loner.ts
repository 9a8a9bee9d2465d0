import type { SkillDef } from './hooks.js';

/** Loner (X+): using a team re-roll first needs a D6 of X or more, otherwise the re-roll is wasted. */
export const loner: SkillDef = { id: 'loner', teamRerollGate: true };

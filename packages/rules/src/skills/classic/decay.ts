import type { SkillDef } from '../hooks.js';

/** LRB6 Decay: a casualty is rolled twice on the casualty table and both results apply (one game missed). */
export const classicDecay: SkillDef = { id: 'decay', casualtyRolls: 2 };

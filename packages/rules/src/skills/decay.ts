import type { SkillDef } from './hooks.js';

/** Decay: +1 to Casualty rolls against this player. */
export const decay: SkillDef = { id: 'decay', casualtyModifier: 1 };

import type { SkillDef } from './hooks.js';

/** Taunt: when pushed back, its coach may force the blocker to follow up. */
export const taunt: SkillDef = { id: 'taunt', block: { taunt: true } };

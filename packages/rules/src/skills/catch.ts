import type { SkillDef } from './hooks.js';

/** Catch: re-roll a failed catch. */
export const catchSkill: SkillDef = { id: 'catch', reroll: { purposes: ['catch'], per: 'unlimited' } };

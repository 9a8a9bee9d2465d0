import type { SkillDef } from './hooks.js';

/** Pass: re-roll a failed PA test on a Pass Action. */
export const passSkill: SkillDef = { id: 'pass', reroll: { purposes: ['pass'], per: 'unlimited' } };

import type { SkillDef } from './hooks.js';

/** Multiple Block: a declared Block Action against two opponents at −2 ST each, with no follow-up. */
export const multipleBlock: SkillDef = { id: 'multiple-block', block: { twoTargets: true } };

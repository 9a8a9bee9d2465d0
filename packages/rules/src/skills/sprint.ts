import type { SkillDef } from './hooks.js';

/** Sprint: one extra Rush per activation. */
export const sprint: SkillDef = { id: 'sprint', extraRushes: 1 };

import type { SkillDef } from './hooks.js';

/** Guard: gives block assists even while Marked by other opponents. */
export const guard: SkillDef = { id: 'guard', block: { assistsWhileMarked: true } };

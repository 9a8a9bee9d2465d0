import type { SkillDef } from './hooks.js';

/** Sidestep: when pushed, its own coach picks any adjacent empty square. */
export const sidestep: SkillDef = { id: 'sidestep', block: { sidestep: true } };

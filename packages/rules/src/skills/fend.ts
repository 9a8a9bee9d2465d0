import type { SkillDef } from './hooks.js';

/** Fend: the blocker cannot follow up when it pushes this player back. */
export const fend: SkillDef = { id: 'fend', block: { fend: true } };

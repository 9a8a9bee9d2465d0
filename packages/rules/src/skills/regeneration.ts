import type { SkillDef } from './hooks.js';

/** Regeneration: before the Casualty roll, D6 4+ sends the player to Reserves instead. */
export const regeneration: SkillDef = { id: 'regeneration', regeneration: 4 };

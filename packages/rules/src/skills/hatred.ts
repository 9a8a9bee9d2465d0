import type { SkillDef } from './hooks.js';

/** Hatred (X): re-roll one Player Down die when blocking a player with keyword X. */
export const hatred: SkillDef = { id: 'hatred', block: { rerollPlayerDownVsKeyword: true } };

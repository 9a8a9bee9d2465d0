import type { SkillDef } from './hooks.js';

/** Saboteur: when Knocked Down by a block, D6 4+ takes the blocker down too and KOs itself. */
export const saboteur: SkillDef = { id: 'saboteur', block: { sabotages: true } };

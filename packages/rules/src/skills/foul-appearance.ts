import type { SkillDef } from './hooks.js';

/** Foul Appearance: a player declaring a Block against it rolls D6 first; on a 1 the block is lost. */
export const foulAppearance: SkillDef = { id: 'foul-appearance', block: { repulsive: true } };

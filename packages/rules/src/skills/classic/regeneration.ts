import type { SkillDef } from '../hooks.js';

/** LRB6 Regeneration: after the Casualty roll and any Apothecary, D6 4+ sends the player to Reserves instead. */
export const classicRegeneration: SkillDef = { id: 'regeneration', regenerationAfter: 4 };

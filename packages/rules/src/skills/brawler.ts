import type { SkillDef } from './hooks.js';

/** Brawler: on a declared Block Action, re-roll one Both Down die once per activation. */
export const brawler: SkillDef = { id: 'brawler', block: { rerollBothDown: true } };

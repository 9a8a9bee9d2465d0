import type { SkillDef } from './hooks.js';

/** Plague Ridden: once per game, an opponent its block kills becomes a new Lineman in its Reserves. */
export const plagueRidden: SkillDef = { id: 'plague-ridden', block: { spreadsPlague: true } };

import type { SkillDef } from './hooks.js';

/** Insignificant: only a team-building limit (no more Insignificant players than others); no in-match hook. */
export const insignificant: SkillDef = { id: 'insignificant', teamBuildingOnly: true };

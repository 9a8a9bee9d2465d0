import type { SkillDef } from './hooks.js';

/** Throw Team-mate: may declare Throw Team-mate Actions. */
export const throwTeamMate: SkillDef = { id: 'throw-team-mate', throwsTeamMates: true };

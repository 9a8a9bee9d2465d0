import type { SkillDef } from './hooks.js';

/**
 * Kick Team-mate: once per team turn, a Special Action kicking an adjacent Right Stuff team-mate by the
 * Throw Team-mate rules; a fumbled kick is an injury roll for the kicked player, Stunned counting as KO.
 */
export const kickTeamMate: SkillDef = { id: 'kick-team-mate', kicksTeamMates: true };

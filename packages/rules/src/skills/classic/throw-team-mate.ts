import type { SkillDef } from '../hooks.js';
import { skillMod } from '../mod.js';

/**
 * LRB6 Throw Team-Mate: a Quick or Short AG pass at −1 with a Right Stuff team-mate, never accurate (it
 * scatters three times, no landing penalty for it); fumbled, the team-mate lands in its own square.
 */
export const classicThrowTeamMate: SkillDef = {
  id: 'throw-team-mate',
  throwsTeamMates: true,
  teamMateThrow: { inaccuratePenalty: 0, fumbleStays: true },
  ownTest: (t, mods) => (t.purpose === 'throw-team-mate' ? [...mods, skillMod('throw-team-mate', -1)] : mods),
};

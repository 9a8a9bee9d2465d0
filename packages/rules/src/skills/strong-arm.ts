import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Strong Arm: +1 to the PA test when throwing a team-mate. */
export const strongArm: SkillDef = {
  id: 'strong-arm',
  ownTest: (t, mods) => (t.purpose === 'throw-team-mate' ? [...mods, skillMod('strong-arm', 1)] : mods),
};

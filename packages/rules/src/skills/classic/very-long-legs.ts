import type { SkillDef } from '../hooks.js';
import { skillMod } from '../mod.js';

/** LRB6 Very Long Legs: +1 to interceptions and to Leap; Safe Throw cannot cancel its interceptions. */
export const classicVeryLongLegs: SkillDef = {
  id: 'very-long-legs',
  beatsSafeThrow: true,
  ownTest: (t, mods) =>
    t.purpose === 'interception' || t.purpose === 'jump' ? [...mods, skillMod('very-long-legs', 1)] : mods,
};

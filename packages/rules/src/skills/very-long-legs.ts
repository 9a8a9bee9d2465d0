import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Very Long Legs: +1 to Jump tests (and +2 to intercept, once passing exists). */
export const veryLongLegs: SkillDef = {
  id: 'very-long-legs',
  ownTest: (t, mods) => (t.purpose === 'jump' ? [...mods, skillMod('very-long-legs', 1)] : mods),
};

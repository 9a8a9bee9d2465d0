import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Very Long Legs: +1 to Jump tests, +2 to intercept, and may intercept Cloud Burster passes. */
export const veryLongLegs: SkillDef = {
  id: 'very-long-legs',
  interceptsAnyPass: true,
  ownTest: (t, mods) => {
    if (t.purpose === 'jump') return [...mods, skillMod('very-long-legs', 1)];
    if (t.purpose === 'interception') return [...mods, skillMod('very-long-legs', 2)];
    return mods;
  },
};

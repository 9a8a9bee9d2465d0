import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Cannoneer: +1 to Long passes and Long Bombs. */
export const cannoneer: SkillDef = {
  id: 'cannoneer',
  ownTest: (t, mods) =>
    t.purpose === 'pass' && (t.passRange === 'long' || t.passRange === 'long-bomb')
      ? [...mods, skillMod('cannoneer', 1)]
      : mods,
};

import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Accurate: +1 to Quick and Short passes. */
export const accurate: SkillDef = {
  id: 'accurate',
  ownTest: (t, mods) =>
    t.purpose === 'pass' && (t.passRange === 'quick' || t.passRange === 'short')
      ? [...mods, skillMod('accurate', 1)]
      : mods,
};

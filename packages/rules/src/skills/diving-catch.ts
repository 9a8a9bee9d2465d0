import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Diving Catch: +1 to catch an Accurate pass in its own square. (Catching in an adjacent square: not yet.) */
export const divingCatch: SkillDef = {
  id: 'diving-catch',
  ownTest: (t, mods) =>
    t.purpose === 'catch' && t.arrival === 'pass' ? [...mods, skillMod('diving-catch', 1)] : mods,
};

import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Extra Arms: +1 to catch and pick up (and intercept, once passing exists). */
export const extraArms: SkillDef = {
  id: 'extra-arms',
  ownTest: (t, mods) =>
    t.purpose === 'catch' || t.purpose === 'pick-up' ? [...mods, skillMod('extra-arms', 1)] : mods,
};

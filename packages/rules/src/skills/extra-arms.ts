import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Extra Arms: +1 to catch, pick up and intercept. */
export const extraArms: SkillDef = {
  id: 'extra-arms',
  ownTest: (t, mods) =>
    t.purpose === 'catch' || t.purpose === 'pick-up' || t.purpose === 'interception'
      ? [...mods, skillMod('extra-arms', 1)]
      : mods,
};

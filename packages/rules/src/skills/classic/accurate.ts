import type { SkillDef } from '../hooks.js';
import { skillMod } from '../mod.js';

/** LRB6 Accurate: +1 to every pass, whatever the range. */
export const classicAccurate: SkillDef = {
  id: 'accurate',
  ownTest: (t, mods) => (t.purpose === 'pass' ? [...mods, skillMod('accurate', 1)] : mods),
};

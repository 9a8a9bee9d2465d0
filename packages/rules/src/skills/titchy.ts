import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Titchy: +1 to Dodge; does not Mark an opponent dodging into its Tackle Zone. */
export const titchy: SkillDef = {
  id: 'titchy',
  notMarkingForDodge: true,
  ownTest: (t, mods) => (t.purpose === 'dodge' ? [...mods, skillMod('titchy', 1)] : mods),
};

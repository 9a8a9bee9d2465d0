import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Drunkard: −1 to its Rush rolls. */
export const drunkard: SkillDef = {
  id: 'drunkard',
  ownTest: (t, mods) => (t.purpose === 'rush' ? [...mods, skillMod('drunkard', -1)] : mods),
};

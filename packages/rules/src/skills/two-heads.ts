import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Two Heads: +1 to Dodge. */
export const twoHeads: SkillDef = {
  id: 'two-heads',
  ownTest: (t, mods) => (t.purpose === 'dodge' ? [...mods, skillMod('two-heads', 1)] : mods),
};

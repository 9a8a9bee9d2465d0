import type { SkillDef } from './hooks.js';
import { MARKED } from './mod.js';

/** Nerves of Steel: ignores Marking modifiers when passing and catching (not when intercepting). */
export const nervesOfSteel: SkillDef = {
  id: 'nerves-of-steel',
  ownTest: (t, mods) =>
    t.purpose === 'pass' || t.purpose === 'catch' ? mods.filter((m) => m.reason !== MARKED) : mods,
};

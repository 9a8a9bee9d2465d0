import type { SkillDef } from './hooks.js';
import { MARKED, skillMod } from './mod.js';

/** Stunty: ignores Marking modifiers when dodging; −1 to intercept; uses the Stunty injury table. */
export const stunty: SkillDef = {
  id: 'stunty',
  stuntyInjuries: true,
  ownTest: (t, mods) => {
    if (t.purpose === 'dodge') return mods.filter((m) => m.reason !== MARKED);
    if (t.purpose === 'interception') return [...mods, skillMod('stunty', -1)];
    return mods;
  },
};

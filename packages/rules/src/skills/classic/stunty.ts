import type { SkillDef } from '../hooks.js';
import { MARKED, skillMod } from '../mod.js';
import { hasHook } from '../registry.js';

/**
 * LRB6 Stunty: dodges ignore the Tackle Zones on the square entered (not for a Secret Weapon), −1 to its
 * passes, the Stunty injury table. Unlike BB2025 it intercepts at no penalty.
 */
export const classicStunty: SkillDef = {
  id: 'stunty',
  stuntyInjuries: true,
  ownTest: (t, mods) => {
    if (t.purpose === 'dodge' && !hasHook(t.s, t.player, (d) => d.sentOffAfterDrive === true))
      return mods.filter((m) => m.reason !== MARKED);
    if (t.purpose === 'pass') return [...mods, skillMod('stunty', -1)];
    return mods;
  },
};

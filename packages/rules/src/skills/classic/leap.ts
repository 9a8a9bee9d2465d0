import type { SkillDef } from '../hooks.js';
import { MARKED } from '../mod.js';

/**
 * LRB6 Leap: jump over any adjacent square for 2 MA, with no dodge to leave; the AG roll takes no Tackle
 * Zone or other penalty (Very Long Legs still adds its +1).
 */
export const classicLeap: SkillDef = {
  id: 'leap',
  jumpAnySquare: true,
  ownTest: (t, mods) =>
    t.purpose === 'jump' ? mods.filter((m) => m.value > 0 && m.reason !== MARKED) : mods,
};

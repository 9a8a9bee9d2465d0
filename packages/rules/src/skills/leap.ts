import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/** Leap: jump over any adjacent square; the jump's penalty shrinks by 1, to no better than −1. */
export const leap: SkillDef = {
  id: 'leap',
  jumpAnySquare: true,
  ownTest: (t, mods) => {
    if (t.purpose !== 'jump') return mods;
    const penalty = mods.filter((m) => m.value < 0).reduce((a, m) => a + m.value, 0);
    return penalty < -1 ? [...mods, skillMod('leap', 1)] : mods;
  },
};

import type { SkillDef } from '../hooks.js';
import { skillMod } from '../mod.js';

/** LRB6 Strong Arm: +1 to Short, Long and Long Bomb passes (a Quick pass gains nothing). */
export const classicStrongArm: SkillDef = {
  id: 'strong-arm',
  ownTest: (t, mods) =>
    t.purpose === 'pass' && t.passRange !== undefined && t.passRange !== 'quick'
      ? [...mods, skillMod('strong-arm', 1)]
      : mods,
};

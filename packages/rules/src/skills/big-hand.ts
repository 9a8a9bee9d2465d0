import type { SkillDef } from './hooks.js';
import { withoutPenalties } from './mod.js';

/** Big Hand: ignores every negative modifier when picking up the ball. */
export const bigHand: SkillDef = {
  id: 'big-hand',
  ownTest: (t, mods) => (t.purpose === 'pick-up' ? withoutPenalties(mods) : mods),
};

import type { SkillDef } from './hooks.js';
import { withoutPenalties } from './mod.js';

/** Pogo: jump over any adjacent square, ignoring every negative jump modifier. */
export const pogo: SkillDef = {
  id: 'pogo',
  jumpAnySquare: true,
  ownTest: (t, mods) => (t.purpose === 'jump' ? withoutPenalties(mods) : mods),
};

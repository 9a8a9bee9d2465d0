import type { SkillDef } from './hooks.js';
import { MARKED } from './mod.js';

/** Stunty: ignores Marking modifiers when dodging; uses the Stunty injury table. */
export const stunty: SkillDef = {
  id: 'stunty',
  stuntyInjuries: true,
  ownTest: (t, mods) => (t.purpose === 'dodge' ? mods.filter((m) => m.reason !== MARKED) : mods),
};

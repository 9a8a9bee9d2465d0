import type { SkillDef } from './hooks.js';
import { skillMod } from './mod.js';

/**
 * Diving Catch: +1 to catch an Accurate pass in its own square, and may dive into an adjacent empty square
 * to catch a pass, throw-in or kick-off landing there (`pass/diving-catch.ts`).
 */
export const divingCatch: SkillDef = {
  id: 'diving-catch',
  divesToCatch: true,
  ownTest: (t, mods) =>
    t.purpose === 'catch' && t.arrival === 'pass' ? [...mods, skillMod('diving-catch', 1)] : mods,
};

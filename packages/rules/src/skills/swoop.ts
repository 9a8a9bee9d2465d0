import type { SkillDef } from './hooks.js';

/** Swoop: thrown, it moves D6 squares along a D6 Throw-in template direction instead of scattering, and
 * may re-roll its landing test. */
export const swoop: SkillDef = {
  id: 'swoop',
  swoop: true,
  reroll: { purposes: ['landing'], per: 'unlimited' },
};

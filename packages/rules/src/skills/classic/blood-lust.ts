import type { SkillDef } from '../hooks.js';

/**
 * LRB6 Blood Lust: after declaring any action, a D6; on a 1 the Vampire must bite an adjacent Thrall at
 * the end of its action (an injury roll on the Thrall, no Turnover). With none to bite it is a Turnover and
 * the Vampire goes to the Reserves to feed (a ball it held bounces from its square).
 */
export const classicBloodLust: SkillDef = {
  id: 'bloodlust',
  activationRoll: () => ({ purpose: 'bloodlust', target: 2, modifiers: [], onFail: 'bloodlust' }),
  // An LRB6 Thrall, or a stand-in from a BB2025 roster carrying the Thrall keyword.
  bloodlustThrall: (_s, o) => o.position === 'thrall' || o.keywords.some((k) => k.toLowerCase() === 'thrall'),
  bloodlustUnfed: 'reserves',
};

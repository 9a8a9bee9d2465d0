import type { SkillDef } from './hooks.js';

/** Bloodlust (X+): after declaring, D6 (+1 for Block/Blitz) must reach X or the player must bite a Thrall. */
export const bloodlust: SkillDef = {
  id: 'bloodlust',
  bloodlustThrall: (_s, o) => o.keywords.some((k) => k.toLowerCase() === 'thrall'),
  bloodlustUnfed: 'distracted',
  activationRoll: (_s, _p, action, value) => ({
    purpose: 'bloodlust',
    target: typeof value === 'number' ? value : 2,
    modifiers:
      action === 'block' || action === 'blitz' ? [{ value: 1, reason: 'Block or Blitz declared' }] : [],
    onFail: 'bloodlust',
  }),
};

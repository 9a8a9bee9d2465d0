import type { SkillDef } from './hooks.js';

/** Unchannelled Fury: after declaring, D6 (+2 for Block/Blitz): 1–3 ends the activation. */
export const unchannelledFury: SkillDef = {
  id: 'unchannelled-fury',
  activationRoll: (_s, _p, action) => ({
    purpose: 'unchannelled-fury',
    target: 4,
    modifiers:
      action === 'block' || action === 'blitz' ? [{ value: 2, reason: 'Block or Blitz declared' }] : [],
    onFail: 'activation-ends',
  }),
};

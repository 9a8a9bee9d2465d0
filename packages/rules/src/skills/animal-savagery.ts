import type { SkillDef } from './hooks.js';

/** Animal Savagery: after declaring, D6 (+2 for Block/Blitz): 1–3 lashes out at an adjacent team-mate. */
export const animalSavagery: SkillDef = {
  id: 'animal-savagery',
  activationRoll: (_s, _p, action) => ({
    purpose: 'animal-savagery',
    target: 4,
    modifiers:
      action === 'block' || action === 'blitz' ? [{ value: 2, reason: 'Block or Blitz declared' }] : [],
    onFail: 'animal-savagery',
  }),
};

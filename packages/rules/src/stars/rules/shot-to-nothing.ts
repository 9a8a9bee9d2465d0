import { grantForActivation } from '../activation.js';
import type { StarRuleDef } from '../hooks.js';

/** Shot to Nothing (Gloriel Summerbloom): once per game, activated for a Pass, she gains Hail Mary Pass until its end. */
export const shotToNothing: StarRuleDef = {
  id: 'shot-to-nothing',
  activation: {
    text: 'gains Hail Mary Pass',
    when: (_s, _owner, action) => action === 'pass',
    resolve: (_ctx, owner) => {
      grantForActivation(owner, 'hail-mary-pass');
      return false;
    },
  },
};

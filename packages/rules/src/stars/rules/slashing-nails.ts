import { grantForActivation } from '../activation.js';
import type { StarRuleDef } from '../hooks.js';

/** Slashing Nails (Roxanna Darknail): once per half, on her Blitz she gains Claws until its end. */
export const slashingNails: StarRuleDef = {
  id: 'slashing-nails',
  activation: {
    text: 'gains Claws for her Blitz',
    automatic: true,
    when: (_s, _owner, action) => action === 'blitz',
    resolve: (_ctx, owner) => {
      grantForActivation(owner, 'claws');
      return false;
    },
  },
};

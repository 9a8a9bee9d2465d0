import { grantForActivation } from '../activation.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Frenzied Rush (Glart Smashrip): once per half, declaring a Blitz he may gain Frenzy until its end. (He may
 * not use Grab that turn: Grab works only on a declared Block Action, which he cannot make after a Blitz.)
 */
export const frenziedRush: StarRuleDef = {
  id: 'frenzied-rush',
  activation: {
    text: 'gains Frenzy for his Blitz',
    when: (_s, _owner, action) => action === 'blitz',
    resolve: (_ctx, owner) => {
      grantForActivation(owner, 'frenzy');
      return false;
    },
  },
};

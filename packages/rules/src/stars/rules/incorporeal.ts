import { starActiveThisActivation } from '../hook-points.js';
import type { StarRuleDef } from '../hooks.js';

/** Incorporeal (Gretchen Wächter): once per game, as she is activated, she makes no Dodge rolls for the rest of it. */
export const incorporeal: StarRuleDef = {
  id: 'incorporeal',
  noDodgeAfterUse: true,
  activation: {
    text: 'passes through Tackle Zones',
    when: (_s, owner) => owner.status === 'standing',
    resolve: (_ctx, owner) => {
      starActiveThisActivation(owner);
      return false;
    },
  },
};

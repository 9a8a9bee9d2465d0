import { mayThrowBomb } from '../../pass/bomb.js';
import type { StarRuleDef } from '../hooks.js';
import { twoBombs } from '../two-bombs.js';

/**
 * All You Can Eat (Cindy Piewhistle): once per game, declaring a Throw Bomb she may throw two bombs, the
 * second after the first; straight after it a D6 of 1–3 sends her off.
 */
export const allYouCanEat: StarRuleDef = {
  id: 'all-you-can-eat',
  activation: {
    text: 'throws two bombs',
    when: (s, owner, action) => action === 'special' && mayThrowBomb(s, owner),
    resolve: (ctx, owner) => {
      ctx.push(twoBombs(owner));
      return true;
    },
  },
};

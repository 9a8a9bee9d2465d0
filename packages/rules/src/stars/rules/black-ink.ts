import { marks } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/** Black Ink (Kiroth Krakeneye): once per game, as he is activated, an opponent he Marks becomes Distracted. */
export const blackInk: StarRuleDef = {
  id: 'black-ink',
  activation: {
    text: 'Distracts an opponent he Marks',
    when: (_s, owner) => owner.status === 'standing',
    targets: (s, owner) => s.players.filter((o) => o.team !== owner.team && !o.distracted && marks(owner, o)),
    resolve: (_ctx, _owner, target) => {
      if (target) target.distracted = true;
      return false;
    },
  },
};

import { distance } from '../../pitch.js';
import type { StarRuleDef } from '../hooks.js';

/** "Excuse me, are you a Zoat?" (Zolcath): once per game, as he is activated, an opponent within 3 squares is Distracted. */
export const excuseMeAreYouAZoat: StarRuleDef = {
  id: 'excuse-me-are-you-a-zoat',
  activation: {
    text: 'Distracts an opponent within 3 squares',
    when: (_s, owner) => owner.at !== null,
    targets: (s, owner) =>
      s.players.filter(
        (o) =>
          o.team !== owner.team &&
          !o.distracted &&
          o.at !== null &&
          owner.at !== null &&
          distance(o.at, owner.at) <= 3,
      ),
    resolve: (_ctx, _owner, target) => {
      if (target) target.distracted = true;
      return false;
    },
  },
};

import { goingDown } from '../../injury/going-down.js';
import { distance } from '../../pitch.js';
import { rollEvent } from '../../rolls/test.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Beer Barrel Bash (Thorsson Stoutmead): once per drive, as he is activated, he throws a keg at an opponent
 * within 3 squares: D6 3+ it is Knocked Down, 2 nothing, 1 he Falls Over. His activation then ends.
 */
export const beerBarrelBash: StarRuleDef = {
  id: 'beer-barrel-bash',
  activation: {
    text: 'throws a keg',
    when: (_s, owner) => owner.status === 'standing',
    targets: (s, owner) =>
      s.players.filter(
        (o) =>
          o.team !== owner.team &&
          o.status === 'standing' &&
          o.at !== null &&
          owner.at !== null &&
          distance(o.at, owner.at) <= 3,
      ),
    resolve: (ctx, owner, target) => {
      const n = ctx.roll('D6');
      ctx.emit(rollEvent('bomb-hit', owner.id, n, 3, n >= 3));
      if (n >= 3 && target) ctx.push(goingDown(target, 'knocked-down', owner.id));
      else if (n === 1) ctx.push(goingDown(owner, 'falls-over'));
      return true;
    },
  },
};

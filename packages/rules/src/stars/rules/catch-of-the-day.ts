import { distance } from '../../pitch.js';
import { rollEvent } from '../../rolls/test.js';
import { setBall } from '../../state/mutate.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Catch of the Day (Rodney Roachbait): once per half, starting his activation Standing within 3 squares of
 * the ball on the ground, D6 3+: the ball jumps to him (no pick-up roll). His activation goes on.
 */
export const catchOfTheDay: StarRuleDef = {
  id: 'catch-of-the-day',
  activation: {
    text: 'reaches for the ball',
    when: (s, owner) =>
      owner.status === 'standing' &&
      owner.at !== null &&
      s.ball.kind === 'ground' &&
      distance(s.ball.at, owner.at) <= 3,
    resolve: (ctx, owner) => {
      const n = ctx.roll('D6');
      const ok = n >= 3;
      ctx.emit(rollEvent('pick-up', owner.id, n, 3, ok));
      if (ok) setBall(ctx, { kind: 'carried', player: owner.id }, 'catch of the day');
      return false;
    },
  },
};

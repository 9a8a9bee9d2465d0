import { rollEvent } from '../../rolls/test.js';
import { setBall } from '../../state/mutate.js';
import { marks } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Look Into My Eyes (Boa Kon'ssstriktr): once per game, starting his activation Marking the opposing ball
 * carrier, D6 2+: he takes the ball (no catch roll, no Turnover). His activation then ends (our reading:
 * on a 1 too).
 */
export const lookIntoMyEyes: StarRuleDef = {
  id: 'look-into-my-eyes',
  activation: {
    text: 'mesmerises the ball carrier',
    when: (_s, owner) => owner.status === 'standing',
    targets: (s, owner) =>
      s.players.filter(
        (o) =>
          o.team !== owner.team && s.ball.kind === 'carried' && s.ball.player === o.id && marks(owner, o),
      ),
    resolve: (ctx, owner) => {
      const n = ctx.roll('D6');
      const ok = n >= 2;
      ctx.emit(rollEvent('hypnotic-gaze', owner.id, n, 2, ok));
      if (ok) setBall(ctx, { kind: 'carried', player: owner.id }, 'look into my eyes');
      return true;
    },
  },
};

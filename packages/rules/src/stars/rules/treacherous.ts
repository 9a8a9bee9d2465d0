import { goingDown } from '../../injury/going-down.js';
import { adjacent } from '../../pitch.js';
import { setBall } from '../../state/mutate.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Treacherous (Hakflem Skuttlespike): once per game, activated next to the team-mate holding the ball, he
 * takes it and the team-mate is Knocked Down (the book's reading; FUMBBL stabs instead). No Turnover.
 */
export const treacherous: StarRuleDef = {
  id: 'treacherous',
  activation: {
    text: 'takes the ball from a team-mate',
    when: (_s, owner) => owner.status === 'standing',
    targets: (s, owner) =>
      s.players.filter(
        (o) =>
          o.team === owner.team &&
          o.id !== owner.id &&
          s.ball.kind === 'carried' &&
          s.ball.player === o.id &&
          o.at !== null &&
          owner.at !== null &&
          adjacent(o.at, owner.at),
      ),
    resolve: (ctx, owner, target) => {
      if (!target) return false;
      setBall(ctx, { kind: 'carried', player: owner.id }, 'treacherous');
      ctx.push({ ...goingDown(target, 'knocked-down', owner.id), turnover: false });
      return false;
    },
  },
};

import { grantForActivation } from '../activation.js';
import { pickUp } from '../carry.js';
import { marks, partnerOf } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * I'll Carry You (Grak and Crumbleberry): once per half, Grak (the stronger of the pair) starting his
 * activation next to Crumbleberry may pick her up: she leaves the pitch, he has Break Tackle and Dodge, and
 * when his activation ends she is set down next to him. Not while she holds the ball (the text is silent
 * on it; our default).
 */
export const illCarryYou: StarRuleDef = {
  id: 'ill-carry-you',
  activation: {
    text: 'picks up his partner',
    when: (s, owner) => {
      const mate = partnerOf(s.players, owner);
      return (
        owner.status === 'standing' &&
        mate !== undefined &&
        owner.stats.st > mate.stats.st &&
        mate.status === 'standing' &&
        marks(owner, mate) &&
        !(s.ball.kind === 'carried' && s.ball.player === mate.id)
      );
    },
    resolve: (ctx, owner) => {
      const mate = partnerOf(ctx.s.players, owner);
      if (!mate) return false;
      pickUp(ctx, owner, mate);
      grantForActivation(owner, 'break-tackle');
      grantForActivation(owner, 'dodge');
      return false;
    },
  },
};

import { specialAttackOf, specialAttackProc } from '../../block/special-attack.js';
import { distance } from '../../pitch.js';
import { movePlayer } from '../../state/mutate.js';
import type { MatchState, PlayerState } from '../../state/types.js';
import type { StarRuleDef } from '../hooks.js';
import { placeSquares, starPlace } from '../place.js';

/** Empty squares next to the target where she may be placed. */
const besideTarget = (s: MatchState, target: PlayerState) =>
  target.at === null ? [] : placeSquares(s, target.at, 1);

/**
 * Furious Outburst (Swiftvine Glimmershard): once per half, declaring the team's Blitz while Standing, she is
 * placed next to a Standing opponent within 3 squares, Stabs it, and is placed again within 3 squares of
 * that spot; her activation then ends. Placing is not moving: no Dodge, no Tackle Zones.
 */
export const furiousOutburst: StarRuleDef = {
  id: 'furious-outburst',
  activation: {
    text: 'leaps out to Stab',
    when: (_s, owner, action) =>
      action === 'blitz' && owner.status === 'standing' && specialAttackOf(owner) !== null,
    targets: (s, owner) =>
      s.players.filter(
        (o) =>
          o.team !== owner.team &&
          o.status === 'standing' &&
          o.at !== null &&
          owner.at !== null &&
          distance(o.at, owner.at) <= 3 &&
          besideTarget(s, o).length > 0,
      ),
    squares: (s, _owner, target) => besideTarget(s, target),
    resolve: (ctx, owner, target, choice) => {
      const to = typeof choice === 'object' ? choice : undefined;
      const stab = specialAttackOf(owner);
      if (!target || !to || !stab || !besideTarget(ctx.s, target).some((q) => q.x === to.x && q.y === to.y))
        return true;
      movePlayer(ctx, owner, to, 'placed');
      // The stack runs the Stab first, then the second placing.
      ctx.push(starPlace(owner, 3));
      ctx.push(specialAttackProc(owner, target, stab.id));
      return true;
    },
  },
};

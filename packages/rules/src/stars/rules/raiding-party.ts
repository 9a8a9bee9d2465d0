import { adjacent, distance, type Square } from '../../pitch.js';
import { movePlayer } from '../../state/mutate.js';
import { emptyNeighbours, isOpen } from '../../state/query.js';
import type { MatchState, PlayerState } from '../../state/types.js';
import type { StarRuleDef } from '../hooks.js';

/** Empty squares next to the team-mate from which it Marks a Standing opponent. */
function raidSquares(s: MatchState, mate: PlayerState): Square[] {
  if (mate.at === null) return [];
  return emptyNeighbours(s, mate.at).filter((q) =>
    s.players.some(
      (o) => o.team !== mate.team && o.at !== null && o.status === 'standing' && adjacent(o.at, q),
    ),
  );
}

/**
 * Raiding Party (Ivar Eriksson): once per drive, as he is activated, an Open team-mate within 5 squares moves
 * one square, ending Marking an opponent (no Dodge: it was Open). It may still be activated later.
 */
export const raidingParty: StarRuleDef = {
  id: 'raiding-party',
  activation: {
    text: 'sends a team-mate forward',
    when: (_s, owner) => owner.at !== null,
    targets: (s, owner) =>
      s.players.filter(
        (o) =>
          o.team === owner.team &&
          o.id !== owner.id &&
          o.status === 'standing' &&
          o.at !== null &&
          owner.at !== null &&
          distance(o.at, owner.at) <= 5 &&
          isOpen(s, o) &&
          raidSquares(s, o).length > 0,
      ),
    squares: (s, _owner, target) => raidSquares(s, target),
    resolve: (ctx, _owner, target, choice) => {
      const to = typeof choice === 'object' ? choice : undefined;
      if (target && to && raidSquares(ctx.s, target).some((q) => q.x === to.x && q.y === to.y))
        movePlayer(ctx, target, to, 'step');
      return false;
    },
  },
};

import { distance } from '../../pitch.js';
import { rollEvent } from '../../rolls/test.js';
import { hexUntilNextTurn } from '../hook-points.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Baleful Hex (Estelle la Veneaux): once per game, as she is activated, an opponent within 5 squares on a D6
 * 2+ becomes Distracted and cannot be activated in its team's next turn.
 */
export const balefulHex: StarRuleDef = {
  id: 'baleful-hex',
  activation: {
    text: 'hexes an opponent',
    when: (_s, owner) => owner.at !== null,
    targets: (s, owner) =>
      s.players.filter(
        (o) => o.team !== owner.team && o.at !== null && owner.at !== null && distance(o.at, owner.at) <= 5,
      ),
    resolve: (ctx, owner, target) => {
      const n = ctx.roll('D6');
      ctx.emit(rollEvent('hypnotic-gaze', owner.id, n, 2, n >= 2));
      if (n >= 2 && target) {
        target.distracted = true;
        hexUntilNextTurn(target);
      }
      return false;
    },
  },
};

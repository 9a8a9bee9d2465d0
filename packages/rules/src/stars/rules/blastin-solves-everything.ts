import { distance } from '../../pitch.js';
import { rollEvent } from '../../rolls/test.js';
import type { PlayerState } from '../../state/types.js';
import type { StarRuleDef } from '../hooks.js';
import { hit, strayHit } from '../stray-hit.js';

const within3 = (a: PlayerState, b: PlayerState): boolean =>
  a.at !== null && b.at !== null && distance(a.at, b.at) <= 3;

/**
 * "Blastin' Solves Everything" (Zzharg Madeye): once per half, as he is activated, he blasts a Standing
 * opponent within 3 squares: D6 3+ it is hit; 2 the opposing coach picks another player within 3 squares
 * of it (either team, not Zzharg) to be hit; 1 he is.
 * The player hit is Knocked Down (FUMBBL's reading: the text orders an armour roll). His activation ends.
 */
export const blastinSolvesEverything: StarRuleDef = {
  id: 'blastin-solves-everything',
  activation: {
    text: 'blasts an opponent',
    when: (_s, owner) => owner.status === 'standing',
    targets: (s, owner) =>
      s.players.filter((o) => o.team !== owner.team && o.status === 'standing' && within3(o, owner)),
    resolve: (ctx, owner, target) => {
      if (!target) return false;
      const n = ctx.roll('D6');
      ctx.emit(rollEvent('star-rule', owner.id, n, 3, n >= 3));
      if (n === 2) ctx.push(strayHit(owner, target, 3));
      else hit(ctx, n >= 3 ? target : owner, owner);
      return true;
    },
  },
};

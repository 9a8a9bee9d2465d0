import type { Context } from '../../engine/context.js';
import { goingDown } from '../../injury/going-down.js';
import { distance } from '../../pitch.js';
import { rollEvent } from '../../rolls/test.js';
import { hasBall } from '../../state/query.js';
import type { MatchState, PlayerState } from '../../state/types.js';
import type { StarRuleDef } from '../hooks.js';

const within3 = (a: PlayerState, b: PlayerState): boolean =>
  a.at !== null && b.at !== null && distance(a.at, b.at) <= 3;

/**
 * On a 2 the opposing coach picks another player within 3 squares of the target, not Zzharg. Its choice is
 * made for it: Zzharg's ball carrier, else a Standing team-mate of Zzharg's, else any of them, else one of
 * its own players (one on the ground first), by player order.
 */
export function strayVictim(s: MatchState, owner: PlayerState, target: PlayerState): PlayerState | undefined {
  const near = s.players.filter((o) => o.id !== owner.id && o.id !== target.id && within3(o, target));
  const mates = near.filter((o) => o.team === owner.team);
  const own = near.filter((o) => o.team !== owner.team);
  return (
    mates.find((o) => hasBall(s, o)) ??
    mates.find((o) => o.status === 'standing') ??
    mates[0] ??
    own.find((o) => o.status !== 'standing') ??
    own[0]
  );
}

/** The player hit goes down (armour and injury as usual); a Turnover only if it is the active ball carrier. */
function hit(ctx: Context, victim: PlayerState, owner: PlayerState): void {
  if (victim.status === 'standing')
    ctx.push({ ...goingDown(victim, 'knocked-down', owner.id), turnover: false });
  else ctx.push({ kind: 'armour', player: victim.id, by: owner.id, spp: false, modifiers: [], stage: 0 });
}

/**
 * "Blastin' Solves Everything" (Zzharg Madeye): once per half, as he is activated, he blasts a Standing
 * opponent within 3 squares: D6 3+ it is hit; 2 another player near it is (see `strayVictim`); 1 he is.
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
      const victim = n >= 3 ? target : n === 2 ? strayVictim(ctx.s, owner, target) : owner;
      if (victim) hit(ctx, victim, owner);
      return true;
    },
  },
};

import { canHireStar, getStarPlayer, listStarPlayers } from '../../rosters/star-players.js';
import { starPlayer } from '../../stars/player.js';
import { bb2025RosterOf, countOf, type InducementDef, type Offer } from '../define.js';
import { addPlayer, MAX_SQUAD, nextNumber, squadOf } from '../players.js';

/** Most Star Players a team may induce (a pair is one choice). */
export const MAX_STARS = 2;

/**
 * Star Players (§3.18): 0–2 per team, each at its own fee; a pair (Grak and Crumbleberry …) is one
 * choice and one fee but takes two places of the 16; a team may hire only the stars its League and
 * Favoured of… allow (`canHireStar`), never the same star as the other team, never Josef Bugman when it
 * has him as Infamous Coaching Staff, and in exhibition play at most one mega-star (§3.22).
 */
export const starPlayers: InducementDef = {
  id: 'star-player',
  name: 'Star Player',
  max: () => MAX_STARS,
  offers(c) {
    const league = c.team.league;
    if (league === null || countOf(c.bought, 'star-player') >= MAX_STARS) return [];
    const taken = new Set<string>();
    for (const side of ['home', 'away'] as const)
      for (const b of c.ind.sides[side].bought)
        if (b.star) {
          taken.add(b.star);
          const partner = getStarPlayer(b.star).pairedWith;
          if (partner) taken.add(partner);
        }
    const hasMega = c.bought.some((b) => b.star !== undefined && getStarPlayer(b.star).megaStar);
    const hasBugman = countOf(c.bought, 'josef-bugman') > 0;
    const room = MAX_SQUAD - squadOf(c.s, c.side).length;
    const out: Offer[] = [];
    const affiliation = {
      rosterId: bb2025RosterOf(c.team),
      league,
      ...(c.team.favoured ? { favoured: c.team.favoured } : {}),
    };
    for (const star of listStarPlayers()) {
      if (taken.has(star.id)) continue;
      // A pair is offered once, under the first of the two in the list.
      if (star.pairedWith !== null && star.pairedWith < star.id) continue;
      if (room < (star.pairedWith === null ? 1 : 2)) continue;
      if (star.megaStar && hasMega && c.ind.mode === 'exhibition') continue;
      if (star.id === 'josef-bugman' && hasBugman) continue;
      if (!canHireStar(star.id, affiliation)) continue;
      out.push({ item: 'star-player', cost: star.cost, star: star.id });
    }
    return out;
  },
  onBuy(ctx, side, purchase) {
    const id = purchase.star as string;
    const ids = [id, ...(getStarPlayer(id).pairedWith ? [getStarPlayer(id).pairedWith as string] : [])];
    purchase.players = ids.map((starId) => {
      const n = nextNumber(ctx.s, side);
      return addPlayer(ctx.s, starPlayer(starId, side, `${side}-star-${starId}`, n)).id;
    });
  },
};

import type { MatchInducementsView } from '@dugout/client';
import { findStarPlayer, getStarPlayer, type MatchSummary, type TeamMatchSummary } from '@dugout/rules';

/** A Star's name as the screens show it (a pair: both names, as the rules' list pairs them). */
function starName(id: string): string {
  const star = findStarPlayer(id);
  if (!star) return id;
  const partner = star.pairedWith ? getStarPlayer(star.pairedWith).name : null;
  return partner ? `${star.name} & ${partner}` : star.name;
}

/**
 * Each purchase with what paid for it. The engine pays every purchase out of petty cash while any is
 * left, then out of the Treasury (§3.18, `pay`), in the order bought: so the record's totals split back
 * into the purchases exactly.
 */
function inducementsOf(team: TeamMatchSummary): MatchInducementsView | null {
  const ind = team.inducements;
  if (!ind) return null;
  let pettyCashLeft = ind.pettyCash;
  const bought = ind.bought.map((b) => {
    const pettyCash = Math.min(b.cost, pettyCashLeft);
    pettyCashLeft -= pettyCash;
    return {
      item: b.item,
      cost: b.cost,
      ...(b.star ? { star: b.star, starName: starName(b.star) } : {}),
      ...(b.position ? { position: b.position } : {}),
      ...(b.skill ? { skill: b.skill } : {}),
      pettyCash,
      treasury: b.cost - pettyCash,
    };
  });
  return { bought, pettyCash: ind.pettyCash, treasury: ind.treasury, lost: ind.lost };
}

/** What both teams bought for a league match, from its stored record (null until the match is over). */
export function matchInducementsView(
  summary: MatchSummary | null,
): { home: MatchInducementsView | null; away: MatchInducementsView | null } | null {
  if (!summary) return null;
  return { home: inducementsOf(summary.home), away: inducementsOf(summary.away) };
}

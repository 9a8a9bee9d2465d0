import type { MatchInducementsView } from '@dugout/client';
import type { MatchSummary, TeamMatchSummary } from '@dugout/rules';

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
      ...(b.star ? { star: b.star } : {}),
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

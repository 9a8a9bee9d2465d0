import { getRoster } from '../rosters/rosters.js';
import { DRAFT } from '../rosters/team-sheet.js';
import { availablePlayers, journeymanPosition, rosterPlayers } from './player.js';
import type { LeaguePlayer, LeagueTeam } from './types.js';

/** Current Value (§4.9): hiring fee plus every advancement's value increase. */
export function playerValue(player: Pick<LeaguePlayer, 'hiringFee' | 'advancements'>): number {
  return player.advancements.reduce((sum, a) => sum + a.valueIncrease, player.hiringFee);
}

type Staff = Pick<LeagueTeam, 'rosterId' | 'rerolls' | 'apothecary' | 'assistantCoaches' | 'cheerleaders'>;

/** Re-rolls at roster price (even if bought at double), Apothecary, coaches and cheerleaders. */
export function staffValue(team: Staff): number {
  return (
    team.rerolls * getRoster(team.rosterId).rerollCost +
    (team.apothecary ? DRAFT.apothecaryCost : 0) +
    team.assistantCoaches * DRAFT.assistantCoachCost +
    team.cheerleaders * DRAFT.cheerleaderCost
  );
}

/** TV (§3.19): every player on the roster, Missing Next Game and Temporarily Retired included, plus staff. */
export function leagueTeamValue(team: LeagueTeam): number {
  return rosterPlayers(team).reduce((sum, p) => sum + playerValue(p), 0) + staffValue(team);
}

/**
 * CTV (§3.19): TV without players who miss the next game or are Temporarily Retired, plus the
 * Journeymen the team will field to reach 11. Low Cost Linemen: a Lineman's hiring fee counts 0.
 */
export function leagueCurrentTeamValue(team: LeagueTeam): number {
  const lowCost = team.specialRules.includes('low-cost-linemen');
  const fee = (keywords: readonly string[], hiringFee: number) =>
    lowCost && keywords.includes('Lineman') ? 0 : hiringFee;
  const available = availablePlayers(team);
  const players = available.reduce(
    (sum, p) => sum + playerValue(p) - p.hiringFee + fee(p.keywords, p.hiringFee),
    0,
  );
  const journeyman = journeymanPosition(team);
  const journeymen =
    journeyman === undefined
      ? 0
      : Math.max(0, DRAFT.minPlayers - available.length) * fee(journeyman.keywords, journeyman.cost);
  return players + journeymen + staffValue(team);
}

import type { InducementSetup } from '../inducements/types.js';
import type { Side } from '../types.js';
import type { LeagueTeam } from './types.js';
import { leagueCurrentTeamValue } from './value.js';

/**
 * How a league fixture pays for inducements (§3.18): each team's Current Team Value and Treasury as
 * they stand before the match. Pass it to `matchFromTeams` with the line-ups' teams.
 */
export function leagueInducements(
  teams: Record<Side, LeagueTeam>,
): Extract<InducementSetup, { mode: 'league' }> {
  return {
    mode: 'league',
    ctv: { home: leagueCurrentTeamValue(teams.home), away: leagueCurrentTeamValue(teams.away) },
    treasury: { home: teams.home.treasury, away: teams.away.treasury },
  };
}

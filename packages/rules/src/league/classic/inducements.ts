import type { InducementSetup } from '../../inducements/types.js';
import type { Side } from '../../types.js';
import { classicMatchDayValue } from './match-team.js';
import type { ClassicLeagueTeam } from './team.js';

/**
 * How a classic league fixture pays for inducements: each team's match-day value, its LRB6 team value plus
 * the Journeymen filling it to 11 (the LRB6 list's purse gives the lower team the gap). No treasury is spent on LRB6 inducements,
 * so none is put in the purses. Pass it to `matchFromTeams` with the line-ups' teams.
 */
export function classicLeagueInducements(
  teams: Record<Side, ClassicLeagueTeam>,
): Extract<InducementSetup, { mode: 'league' }> {
  return {
    mode: 'league',
    ctv: { home: classicMatchDayValue(teams.home), away: classicMatchDayValue(teams.away) },
    treasury: { home: 0, away: 0 },
  };
}

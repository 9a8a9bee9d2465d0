/** Test helpers for the post-game: a summary built straight from two line-ups. Not exported. */
import type { Side } from '../../types.js';
import { matchTeamOf } from '../lineup.js';
import type { LeagueTeam, MatchSummary, PlayerMatchSummary, PostGame, TeamMatchSummary } from '../types.js';
import { startPostGame } from './index.js';

export type PlayerPatch = Partial<PlayerMatchSummary>;

export function playerSummary(
  number: number,
  playerId: string | null,
  positionId: string,
): PlayerMatchSummary {
  return {
    number,
    playerId,
    positionId,
    played: true,
    touchdowns: 0,
    casualtiesSpp: 0,
    casualtiesCaused: 0,
    completions: 0,
    interceptions: 0,
    superbThrows: 0,
    safeLandings: 0,
    injury: null,
    lasting: null,
    missNextGame: false,
    nigglingGained: 0,
    injuredBy: null,
    injuredByKeywords: [],
  };
}

export interface SideSetup {
  team: LeagueTeam;
  score?: number;
  fanFactor?: number;
  stalled?: boolean;
  /** Patches by shirt number. */
  players?: Record<number, PlayerPatch>;
}

function teamSummary(s: SideSetup): TeamMatchSummary {
  const { entries } = matchTeamOf(s.team);
  return {
    score: s.score ?? 0,
    fanFactor: s.fanFactor ?? 3,
    stalled: s.stalled ?? false,
    players: entries.map((e) => ({
      ...playerSummary(e.number, e.playerId, e.positionId),
      ...(s.players?.[e.number] ?? {}),
    })),
  };
}

export function postGameOf(
  home: SideSetup,
  away: SideSetup,
  conceded: MatchSummary['conceded'] = null,
): PostGame {
  const summary: MatchSummary = { matchId: 'm1', home: teamSummary(home), away: teamSummary(away), conceded };
  return startPostGame(summary, { home: home.team, away: away.team } as Record<Side, LeagueTeam>);
}

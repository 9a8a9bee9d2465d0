import type { MatchState } from '../state/types.js';
import { SIDES, type Side } from '../types.js';
import type { Concession, Lineup, MatchSummary, TeamMatchSummary } from './types.js';

/** The concession the engine recorded, if any (`MatchState.conceded`, optional until every engine has it). */
export function concessionOf(match: MatchState): Concession | null {
  const conceded = (match as MatchState & { conceded?: Concession | null }).conceded;
  return conceded ? { team: conceded.team, withoutPenalty: conceded.withoutPenalty } : null;
}

/**
 * What the post-game needs from a finished match: per shirt of each line-up, the engine's record;
 * per team, score, Fan Factor and stalling.
 */
export function summariseMatch(
  matchId: string,
  match: MatchState,
  lineups: Record<Side, Lineup>,
): MatchSummary {
  const team = (side: Side): TeamMatchSummary => {
    const t = match.teams[side];
    return {
      score: t.score,
      fanFactor: t.fanFactor,
      stalled: t.stalled,
      players: lineups[side].entries.map((entry) => {
        const p = match.players.find((x) => x.id === `${side}-${entry.number}`);
        const r = p?.record;
        const causer = r?.injuredBy ? match.players.find((x) => x.id === r.injuredBy) : undefined;
        return {
          number: entry.number,
          playerId: entry.playerId,
          positionId: entry.positionId,
          played: r?.played ?? false,
          touchdowns: r?.touchdowns ?? 0,
          casualtiesSpp: r?.casualtiesSpp ?? 0,
          casualtiesCaused: r?.casualtiesCaused ?? 0,
          completions: r?.completions ?? 0,
          interceptions: r?.interceptions ?? 0,
          superbThrows: r?.superbThrows ?? 0,
          safeLandings: r?.safeLandings ?? 0,
          injury: r?.injury ?? null,
          lasting: r?.lasting ?? null,
          missNextGame: r?.missNextGame ?? false,
          nigglingGained: r?.nigglingGained ?? 0,
          injuredBy: r?.injuredBy ?? null,
          injuredByKeywords: causer ? [...causer.keywords] : [],
        };
      }),
    };
  };
  const [home, away] = SIDES.map(team) as [TeamMatchSummary, TeamMatchSummary];
  return { matchId, home, away, conceded: concessionOf(match) };
}

/**
 * The result the league records. A conceding team loses: the winner wins 2-0, or X-0 if it had more
 * than 2 (§3.21); Concede Without Penalty gives the same result.
 */
export function matchOutcome(summary: MatchSummary): { score: Record<Side, number>; winner: Side | null } {
  const c = summary.conceded;
  if (c) {
    const winner: Side = c.team === 'home' ? 'away' : 'home';
    const score = { home: 0, away: 0 };
    score[winner] = Math.max(2, summary[winner].score);
    return { score, winner };
  }
  const score = { home: summary.home.score, away: summary.away.score };
  const winner = score.home > score.away ? 'home' : score.away > score.home ? 'away' : null;
  return { score, winner };
}

/** The team that conceded and pays the penalties (not for Concede Without Penalty). */
export function penalisedConceder(summary: MatchSummary): Side | null {
  return summary.conceded && !summary.conceded.withoutPenalty ? summary.conceded.team : null;
}

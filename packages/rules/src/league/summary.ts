import { raisedLinemanId } from '../injury/masters-of-undeath.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { SIDES, type Side } from '../types.js';
import type {
  Concession,
  FixtureResult,
  Lineup,
  MatchSummary,
  PlayerMatchSummary,
  TeamMatchSummary,
} from './types.js';

/** The concession the engine recorded (`MatchState.conceded`), if any. */
export function concessionOf(match: MatchState): Concession | null {
  const conceded = match.conceded ?? null;
  return conceded ? { team: conceded.team, withoutPenalty: conceded.withoutPenalty } : null;
}

/** One shirt's match as the post-game reads it, from the engine's record of that player. */
function playerSummary(
  match: MatchState,
  entry: Pick<PlayerMatchSummary, 'number' | 'playerId' | 'positionId'>,
  p: PlayerState | undefined,
): PlayerMatchSummary {
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
    ...(r?.prayerSpp ? { prayerSpp: r.prayerSpp } : {}),
  };
}

/**
 * What the post-game needs from a finished match: per shirt of each line-up, the engine's record (and
 * the Lineman Masters of Undeath raised, marked `raised`); per team, score, Fan Factor and stalling.
 */
export function summariseMatch(
  matchId: string,
  match: MatchState,
  lineups: Record<Side, Pick<Lineup, 'entries'>>,
): MatchSummary {
  const team = (side: Side): TeamMatchSummary => {
    const t = match.teams[side];
    const players = lineups[side].entries.map((entry) =>
      playerSummary(
        match,
        entry,
        match.players.find((x) => x.id === `${side}-${entry.number}`),
      ),
    );
    const raised = match.players.find((x) => x.id === raisedLinemanId(side));
    if (raised) {
      const entry = { number: raised.number, playerId: null, positionId: raised.position ?? '' };
      players.push({ ...playerSummary(match, entry, raised), raised: true });
    }
    const summary: TeamMatchSummary = { score: t.score, fanFactor: t.fanFactor, stalled: t.stalled, players };
    // Stars, Mercenaries and Riotous Rookies are in no line-up: they earn no SPP and their casualties
    // are waived; what was bought is kept in the record and its Treasury part charged by the post-game.
    const ind = match.inducements?.sides[side];
    if (ind) {
      summary.inducements = {
        bought: ind.bought.map((b) => ({ ...b })),
        pettyCash: ind.spentPettyCash,
        treasury: ind.spentTreasury,
        lost: ind.lost,
      };
    }
    return summary;
  };
  const [home, away] = SIDES.map(team) as [TeamMatchSummary, TeamMatchSummary];
  return { matchId, home, away, conceded: concessionOf(match) };
}

/**
 * The result the league records. A conceding team loses "2-0 (or X-0 if already ahead)" (§3.21): a
 * winner already ahead keeps its score, otherwise it is 2; the conceding team's score is 0 either way
 * (the engine keeps e.g. 3-1 on the scoreboard; the league records 3-0). Concede Without Penalty gives
 * the same result.
 */
export function matchOutcome(summary: MatchSummary): { score: Record<Side, number>; winner: Side | null } {
  const c = summary.conceded;
  if (c) {
    const winner: Side = c.team === 'home' ? 'away' : 'home';
    const ahead = summary[winner].score > summary[c.team].score;
    const score = { home: 0, away: 0 };
    score[winner] = ahead ? summary[winner].score : 2;
    return { score, winner };
  }
  const score = { home: summary.home.score, away: summary.away.score };
  const winner = score.home > score.away ? 'home' : score.away > score.home ? 'away' : null;
  return { score, winner };
}

/** The fixture's line in the standings: the recorded score and each side's SPP-earning casualties. */
export function fixtureResultOf(summary: MatchSummary, teamIds: Record<Side, string>): FixtureResult {
  const { score } = matchOutcome(summary);
  const casualties = (side: Side) => summary[side].players.reduce((n, p) => n + p.casualtiesSpp, 0);
  return {
    home: teamIds.home,
    away: teamIds.away,
    played: true,
    homeTouchdowns: score.home,
    awayTouchdowns: score.away,
    homeCasualties: casualties('home'),
    awayCasualties: casualties('away'),
  };
}

/** The team that conceded and pays the penalties (not for Concede Without Penalty). */
export function penalisedConceder(summary: MatchSummary): Side | null {
  return summary.conceded && !summary.conceded.withoutPenalty ? summary.conceded.team : null;
}

import type { StandingRow } from '@dugout/client';
import { type Fixture, roundRobin, type Standing, standings, type TieBreaker } from '@dugout/rules';
import type { StoredFixtureResult } from './views.js';

/** The rounds of a season's round robin (rules' `roundRobin`), each a list of home/away pairs. */
export function scheduleRounds(teamIds: string[], homeAndAway: boolean): Fixture[][] {
  return roundRobin(teamIds, { homeAndAway }).rounds;
}

export interface LeaguePoints {
  pointsWin: number;
  pointsDraw: number;
  pointsLoss: number;
  bonusTouchdowns: boolean;
  bonusCleanSheet: boolean;
  bonusCasualties: boolean;
  tieBreakers: string[];
}

/** The table (rules' `standings`) from the fixtures that have a result, with the league's settings. */
export function standingsOf(
  teamIds: string[],
  results: { home: string; away: string; result: StoredFixtureResult }[],
  league: LeaguePoints,
): (Omit<StandingRow, 'team'> & { team: string })[] {
  const table: Standing[] = standings(
    results.map(({ home, away, result }) => ({
      home,
      away,
      played: result.played,
      homeTouchdowns: result.homeTouchdowns,
      awayTouchdowns: result.awayTouchdowns,
      homeCasualties: result.homeCasualties,
      awayCasualties: result.awayCasualties,
    })),
    {
      win: league.pointsWin,
      draw: league.pointsDraw,
      loss: league.pointsLoss,
      bonus: {
        touchdowns: league.bonusTouchdowns,
        cleanSheet: league.bonusCleanSheet,
        casualties: league.bonusCasualties,
      },
      tieBreakers: league.tieBreakers as TieBreaker[],
    },
    teamIds,
  );
  return table.filter((r) => teamIds.includes(r.team));
}

import {
  type ClassicLeagueTeam,
  type ClassicLineup,
  type ClassicPostGameEvent,
  fixtureResultOf,
  type MatchSummary,
  runClassicPostGame,
  SeededDice,
  type Side,
} from '@dugout/rules';
import { canonicalJson } from '../host/canonical.js';
import { classicRecordOfRow, classicTeamFromRows, saveClassicTeam } from './classic-store.js';
import type { TeamRow, Tx } from './store.js';
import type { StoredFixtureResult } from './views.js';

/** What a classic league match keeps from kick-off: both LRB6 teams as they stood and their line-ups. */
export interface ClassicKickoff {
  edition: 'classic';
  teams: Record<Side, ClassicLeagueTeam>;
  lineups: Record<Side, ClassicLineup>;
  /** Once applied: what the post-game ran on, so anyone can recompute it once the seed is revealed. */
  postGame?: { teams: Record<Side, ClassicLeagueTeam>; diceEnd: number };
}

export const isClassicKickoff = (kickoff: unknown): kickoff is ClassicKickoff =>
  (kickoff as { edition?: unknown } | null)?.edition === 'classic';

/** The classic post-game asks the coaches nothing (the MVP is drawn): both sides count as answered. */
export const CLASSIC_PENDING = {
  home: { mvpCandidates: [], gettingEven: {}, journeymen: [], raised: [], answered: true },
  away: { mvpCandidates: [], gettingEven: {}, journeymen: [], raised: [], answered: true },
};

const outcome = (mine: number, theirs: number) =>
  mine > theirs ? 'wins' : mine < theirs ? 'losses' : 'draws';

/**
 * Runs the LRB6 post-game (`runClassicPostGame`) on the stored teams inside the caller's transaction and
 * writes both rosters and their records; returns what it did and the fixture's result line.
 */
export async function applyClassicPostGame(
  tx: Tx,
  summary: MatchSummary,
  ids: Record<Side, string>,
  seed: Buffer,
): Promise<{
  before: Record<Side, ClassicLeagueTeam>;
  events: ClassicPostGameEvent[];
  dice: SeededDice;
  result: StoredFixtureResult;
}> {
  const rows = {
    home: (await tx.leagueTeam.findUniqueOrThrow({
      where: { id: ids.home },
      include: { players: true },
    })) as TeamRow,
    away: (await tx.leagueTeam.findUniqueOrThrow({
      where: { id: ids.away },
      include: { players: true },
    })) as TeamRow,
  };
  const before = { home: classicTeamFromRows(rows.home), away: classicTeamFromRows(rows.away) };
  const dice = new SeededDice(seed, 0);
  const run = runClassicPostGame(summary, before, dice);
  const line = fixtureResultOf(summary, ids);
  for (const side of ['home', 'away'] as const) {
    const record = { ...classicRecordOfRow(rows[side]) };
    const mine = side === 'home' ? line.homeTouchdowns : line.awayTouchdowns;
    const theirs = side === 'home' ? line.awayTouchdowns : line.homeTouchdowns;
    const conceded = summary.conceded?.team;
    const key = conceded ? (conceded === side ? 'losses' : 'wins') : outcome(mine, theirs);
    record.played += 1;
    record[key] += 1;
    await saveClassicTeam(tx, run.teams[side], record);
  }
  const result: StoredFixtureResult = {
    played: line.played,
    homeTouchdowns: line.homeTouchdowns,
    awayTouchdowns: line.awayTouchdowns,
    homeCasualties: line.homeCasualties,
    awayCasualties: line.awayCasualties,
    conceded: summary.conceded?.team ?? null,
  };
  return { before, events: run.events, dice, result };
}

/** The check of an applied classic post-game: the same teams, summary and seed give the same events. */
export function verifyClassicPostGame(
  kickoff: ClassicKickoff,
  summary: MatchSummary,
  seed: Buffer,
  recorded: unknown,
): string[] {
  if (!kickoff.postGame) return ['the post-game did not record what it ran on'];
  const dice = new SeededDice(seed, 0);
  const again = runClassicPostGame(summary, kickoff.postGame.teams, dice);
  const problems: string[] = [];
  if (canonicalJson(again.events) !== canonicalJson(recorded))
    problems.push('the events differ from the record');
  if (dice.position !== kickoff.postGame.diceEnd) problems.push('the dice read differ from the record');
  return problems;
}

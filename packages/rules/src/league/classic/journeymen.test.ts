import { describe, expect, test } from 'vitest';
import { d6, d16, ScriptedDice } from '../../dice/scripted.js';
import { buildClassicStartingTeam } from '../../rosters/classic/build-team.js';
import type { ClassicRosterId } from '../../rosters/classic/ids.js';
import { validateClassicTeamSheet } from '../../rosters/classic/team-sheet.js';
import type { LeagueRuleError } from '../errors.js';
import { playerSummary } from '../post-game/fixtures.js';
import type { MatchSummary, PlayerMatchSummary } from '../types.js';
import { classicJourneymanPosition, hireClassicJourneyman } from './journeymen.js';
import { classicLeagueTeamValue, classicMatchDayValue, classicMatchTeamOf } from './match-team.js';
import { runClassicPostGame } from './post-game.js';
import { type ClassicLeagueTeam, classicLeagueTeam } from './team.js';

const leagueTeam = (id: string, roster: ClassicRosterId): ClassicLeagueTeam => {
  const r = validateClassicTeamSheet(buildClassicStartingTeam(roster));
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  return classicLeagueTeam(id, r.team);
};

/** The team with its first `n` players missing the next game. */
const short = (team: ClassicLeagueTeam, n: number): ClassicLeagueTeam => ({
  ...team,
  players: team.players.map((p, i) => (i < n ? { ...p, missNextGame: true } : p)),
});

describe('LRB6 Journeymen in a classic league', () => {
  test.each([
    ['human', 'lineman'],
    ['undead', 'skeleton'],
    ['underworld', 'underworld-goblin'],
    ['chaos-pact', 'marauder'],
    ['nurgle', 'rotter'],
  ] as const)('%s: Journeymen play as the position with the largest maximum (%s)', (roster, position) => {
    expect(classicJourneymanPosition(roster).id).toBe(position);
  });

  const humans = leagueTeam('h', 'human');
  const fit = humans.players.length;
  const squad = short(humans, fit - 9); // 9 fit players: two Journeymen

  test('a team with fewer than 11 fit players fields Lineman Journeymen with Loner up to 11, at the lowest free shirts', () => {
    const lineup = classicMatchTeamOf(squad);
    expect(lineup.team.players).toHaveLength(11);
    const journeymen = lineup.entries.filter((e) => e.playerId === null);
    // Every roster shirt is worn (the missing players keep theirs): the Journeymen take the next ones.
    expect(journeymen.map((e) => e.number)).toEqual([fit + 1, fit + 2]);
    const j = lineup.team.players.find((p) => p.number === fit + 1)!;
    expect(j).toMatchObject({
      positionId: 'lineman',
      name: `Journeyman #${fit + 1}`,
      pa: null,
      value: 50_000,
    });
    expect(j.skills).toContainEqual({ id: 'loner', value: 4 });
    // A full team fields none.
    expect(classicMatchTeamOf(humans).entries.every((e) => e.playerId !== null)).toBe(true);
  });

  test("the match-day value counts the Journeymen at their position's cost; the team value does not", () => {
    expect(classicMatchDayValue(squad)).toBe(classicLeagueTeamValue(squad) + 2 * 50_000);
    expect(classicMatchDayValue(humans)).toBe(classicLeagueTeamValue(humans));
  });

  const nurgle = leagueTeam('n', 'nurgle');
  const summaryOf = (team: ClassicLeagueTeam, patches: Record<number, Partial<PlayerMatchSummary>>) => ({
    score: 0,
    fanFactor: 1,
    stalled: false,
    players: classicMatchTeamOf(team).entries.map((e) => ({
      ...playerSummary(e.number, e.playerId, e.positionId),
      ...(patches[e.number] ?? {}),
    })),
  });
  const summary: MatchSummary = {
    matchId: 'm1',
    home: summaryOf(squad, { [fit + 1]: { touchdowns: 1 }, [fit + 2]: { injury: 'dead' } }),
    away: summaryOf(nurgle, {}),
    conceded: null,
  };
  const dice = () => new ScriptedDice([d6(3), d6(3), d6(1), d6(1), d6(1), d6(1), d16(1), d16(1)]);

  test('the post-game offers the Journeymen who played and lived; the coach hires one for its cost, once', () => {
    const { teams, events } = runClassicPostGame(summary, { home: squad, away: nurgle }, dice());
    const home = teams.home;
    expect(home.journeymen).toEqual([
      { number: fit + 1, positionId: 'lineman', spp: 3, career: expect.objectContaining({ touchdowns: 1 }) },
    ]);
    expect(events).toContainEqual({ type: 'journeyman-offered', side: 'home', number: fit + 1, spp: 3 });
    expect(home.players).toHaveLength(fit); // Journeymen are not on the roster until hired
    const hired = hireClassicJourneyman(home, fit + 1);
    expect(hired.treasury).toBe(home.treasury - 50_000);
    expect(hired.journeymen).toEqual([]);
    expect(hired.players.at(-1)).toMatchObject({
      number: fit + 1,
      positionId: 'lineman',
      spp: 3,
      skills: [], // Loner was for the match only
      value: 50_000,
      status: 'active',
      career: { games: 1, touchdowns: 1 },
    });
    const refused = (team: ClassicLeagueTeam, n: number) => {
      try {
        hireClassicJourneyman(team, n);
      } catch (e) {
        return (e as LeagueRuleError).code;
      }
      return null;
    };
    expect(refused(hired, fit + 1)).toBe('not-a-journeyman');
    expect(refused(home, fit + 2)).toBe('not-a-journeyman'); // he died
    expect(refused({ ...home, treasury: 49_999 }, fit + 1)).toBe('not-enough-treasury');
    const full = {
      ...home,
      players: [...home.players, ...home.players.slice(0, 16 - fit)].map((p, i) => ({ ...p, number: i + 1 })),
    };
    expect(refused({ ...full, journeymen: home.journeymen }, fit + 1)).toBe('roster-full');
  });
});

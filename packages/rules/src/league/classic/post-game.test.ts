import { describe, expect, test } from 'vitest';
import { d6, d16, ScriptedDice } from '../../dice/scripted.js';
import { buildClassicStartingTeam } from '../../rosters/classic/build-team.js';
import type { ClassicRosterId } from '../../rosters/classic/ids.js';
import { validateClassicTeamSheet } from '../../rosters/classic/team-sheet.js';
import type { Side } from '../../types.js';
import { playerSummary } from '../post-game/fixtures.js';
import type { MatchSummary, PlayerMatchSummary } from '../types.js';
import { classicLeagueTeamValue, classicMatchTeamOf } from './match-team.js';
import { runClassicPostGame } from './post-game.js';
import { takeRolledClassicAdvance } from './take-advance.js';
import { type ClassicLeagueTeam, classicLeagueTeam } from './team.js';

const leagueTeam = (id: string, roster: ClassicRosterId): ClassicLeagueTeam => {
  const r = validateClassicTeamSheet(buildClassicStartingTeam(roster));
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  return classicLeagueTeam(id, r.team);
};

const summaryOf = (
  team: ClassicLeagueTeam,
  score: number,
  patches: Record<number, Partial<PlayerMatchSummary>>,
) => ({
  score,
  fanFactor: 1,
  stalled: false,
  players: classicMatchTeamOf(team).entries.map((e) => ({
    ...playerSummary(e.number, e.playerId, e.positionId),
    ...(patches[e.number] ?? {}),
  })),
});

describe('the classic (LRB6) league post-game', () => {
  const humans = leagueTeam('h', 'human');
  const nurgle = leagueTeam('n', 'nurgle');
  const teams: Record<Side, ClassicLeagueTeam> = { home: humans, away: nurgle };
  const summary: MatchSummary = {
    matchId: 'm1',
    home: summaryOf(humans, 1, {
      1: { touchdowns: 1 },
      2: { injury: 'dead', injuredBy: 'away-1' },
      3: { injury: 'lasting-injury', lasting: 'av' },
      4: { injury: 'serious-injury' },
    }),
    away: summaryOf(nurgle, 0, { 2: { injury: 'seriously-hurt', injuredBy: 'home-5' } }),
    conceded: null,
  };
  const dice = () =>
    new ScriptedDice([
      // winnings: home D6 4 (+ FAME 1 + 1 for the win), away D6 2 (+ FAME 1)
      d6(4),
      d6(2),
      // Fan Factor: the winner's 3D6 (12) beats 0 → 1; the loser's 2D6 (7) is not below 0
      d6(4),
      d6(4),
      d6(4),
      d6(3),
      d6(4),
      // MVP: the first player who played on each side
      d16(1),
      d16(1),
      // home #1: 3 SPP for the touchdown + 5 for the MVP = 8: Experienced, one advance (2D6 6+6)
      d6(6),
      d6(6),
    ]);

  test("winnings, Fan Factor, MVP and SPP, the D68 injuries, Nurgle's Rot and the advance roll", () => {
    const d = dice();
    const { teams: after, events } = runClassicPostGame(summary, teams, d);
    d.assertConsumed();
    expect(after.home.treasury).toBe(humans.treasury + 60_000);
    expect(after.away.treasury).toBe(nurgle.treasury + 30_000);
    expect(after.home.fanFactor).toBe(humans.fanFactor + (12 > humans.fanFactor ? 1 : 0));
    const h = (n: number) => after.home.players.find((p) => p.number === n)!;
    expect(h(1)).toMatchObject({
      spp: 8,
      advances: 0,
      pendingAdvances: [{ dice: [6, 6], characteristics: ['st'] }],
    });
    // The career record, as BB2025 keeps it: games, touchdowns, MVPs …
    expect(h(1).career).toEqual({
      games: 1,
      touchdowns: 1,
      casualties: 0,
      completions: 0,
      interceptions: 0,
      mvps: 1,
    });
    expect(after.home.players.filter((p) => p.career.games === 1)).toHaveLength(humans.players.length);
    expect(h(2).status).toBe('dead');
    expect(h(3)).toMatchObject({ current: { av: humans.players[2]!.current.av - 1 }, missNextGame: true });
    expect(h(4)).toMatchObject({ niggling: 1, missNextGame: true });
    const a = (n: number) => after.away.players.find((p) => p.number === n)!;
    expect(a(1).spp).toBe(5); // the away MVP
    expect(a(2).missNextGame).toBe(true);
    // The human killed by a Rotter (Nurgle's Rot, ST 3) rises on the Nurgle team as a free rookie Rotter.
    const rotter = after.away.players.at(-1)!;
    expect(rotter).toMatchObject({ name: h(2).name, positionId: 'rotter', spp: 0, status: 'active' });
    expect(after.away.players.length).toBe(nurgle.players.length + 1);
    expect(after.away.treasury).toBe(nurgle.treasury + 30_000);
    expect(events).toContainEqual({
      type: 'nurgles-rot',
      side: 'away',
      victimId: h(2).id,
      rotterId: rotter.id,
    });
    // Team value: the dead and the injured who miss the next game no longer count; the Rotter does.
    expect(events.filter((e) => e.type === 'team-value')).toEqual([
      {
        type: 'team-value',
        side: 'home',
        before: classicLeagueTeamValue(humans),
        after: classicLeagueTeamValue(after.home),
      },
      {
        type: 'team-value',
        side: 'away',
        before: classicLeagueTeamValue(nurgle),
        after: classicLeagueTeamValue(after.away),
      },
    ]);
    expect(classicLeagueTeamValue(after.home)).toBeLessThan(classicLeagueTeamValue(humans));
  });

  test('the same dice give the same post-game, and the input is not changed', () => {
    const copy = structuredClone(teams);
    expect(runClassicPostGame(summary, teams, dice())).toEqual(runClassicPostGame(summary, teams, dice()));
    expect(teams).toEqual(copy);
  });

  test('the coach takes the rolled advance: a 12 offers +1 ST; a player who sat out is fit again', () => {
    const { teams: after } = runClassicPostGame(summary, teams, dice());
    const first = after.home.players[0]!;
    const id = first.id;
    const stronger = takeRolledClassicAdvance(after.home, id, { characteristic: 'st' });
    expect(stronger.players[0]).toMatchObject({
      advances: 1,
      pendingAdvances: [],
      current: { st: first.current.st + 1 },
    });
    expect(() => takeRolledClassicAdvance(stronger, id, { characteristic: 'st' })).toThrow(/no advance roll/);
    const next = classicMatchTeamOf(after.home).entries.filter((e) => e.playerId !== null);
    expect(next.map((e) => e.number)).not.toContain(2);
    expect(next.map((e) => e.number)).not.toContain(3);
  });

  test('Spiralling Expenses come out of the winnings, which never go below 0', () => {
    // Fan Factor at 10,000 a point lifts the team value into a band: home to 1,900,000 (−20,000),
    // away to 2,200,000 (−40,000, more than its 30,000 winnings).
    const worth = (team: ClassicLeagueTeam, tv: number) => ({
      ...team,
      fanFactor: team.fanFactor + (tv - classicLeagueTeamValue(team)) / 10_000,
    });
    const rich = { home: worth(humans, 1_900_000), away: worth(nurgle, 2_200_000) };
    const { teams: after, events } = runClassicPostGame(summary, rich, dice());
    expect(events.filter((e) => e.type === 'winnings')).toMatchObject([
      { side: 'home', expenses: 20_000, gold: 40_000 },
      { side: 'away', expenses: 40_000, gold: 0 },
    ]);
    expect(after.home.treasury).toBe(humans.treasury + 40_000);
    expect(after.away.treasury).toBe(nurgle.treasury);
  });

  test('below 1,750,000 no expenses are named: the winnings read as before Spiralling Expenses existed', () => {
    const { events } = runClassicPostGame(summary, { home: humans, away: nurgle }, dice());
    const winnings = events.filter((e) => e.type === 'winnings');
    expect(winnings).toHaveLength(2);
    // The shape a post-game applied before them recorded, so its verification recomputes the same events.
    for (const e of winnings)
      expect(Object.keys(e).sort()).toEqual(['fame', 'gold', 'result', 'roll', 'side', 'type']);
  });

  test('teams recorded before careers and Journeymen were kept give the same events: older post-games still verify', () => {
    const older = (team: ClassicLeagueTeam) => {
      const { journeymen: _j, ...rest } = team as ClassicLeagueTeam & { journeymen?: unknown };
      return {
        ...rest,
        players: team.players.map(({ career: _c, ...p }) => p),
      } as unknown as ClassicLeagueTeam;
    };
    const now = runClassicPostGame(summary, { home: humans, away: nurgle }, dice());
    const then = runClassicPostGame(summary, { home: older(humans), away: older(nurgle) }, dice());
    expect(then.events).toEqual(now.events);
    expect(then.teams.home.players[0]?.career.games).toBe(now.teams.home.players[0]?.career.games);
  });
});

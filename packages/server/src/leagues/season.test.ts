import type { FixtureView, StandingRow } from '@dugout/client';
import type { LeagueEvent, MatchState } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../host/clock.js';
import { databaseKinds } from '../test-support/databases.js';
import { api, humanDraft, orcDraft, playOut, setUpLeague } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';
import type { Kickoff } from './fixtures.js';

describe.each(databaseKinds())('a whole season on %s', (kind) => {
  const clock = new ManualClock(Date.now());
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(kind, { clock });
  });
  afterAll(() => server.close());

  test('4 teams, a round robin, every match played by bots through the match host: standings and rosters agree with the match records', async () => {
    const setup = await setUpLeague(server, [
      humanDraft('Reavers'),
      orcDraft('Gougers'),
      humanDraft('Marauders'),
      orcDraft('Rippers'),
    ]);
    const { commissioner, league, season } = setup;
    const fixtures = await api.schedule(commissioner, league.id, season.id);
    expect(fixtures).toHaveLength(6);
    const coachOf = (teamId: string) => setup.coaches[setup.teams.findIndex((t) => t.id === teamId)]!;

    const finals = new Map<string, MatchState>();
    for (const [i, f] of fixtures.entries()) {
      const started = await api.start(coachOf(f.home.id), league.id, f.id);
      finals.set(f.id, await playOut(server, started.match.id, 1000 + i));
      // Nobody answers: at the deadline the post-game runs with the defaults.
      expect((await api.fixture(commissioner, league.id, f.id)).postGame?.applied).toBe(false);
      clock.advance(49 * 3600 * 1000);
      await server.app.leagues.postGame.idle();
      expect((await api.fixture(commissioner, league.id, f.id)).postGame).toMatchObject({
        applied: true,
        stage: 'done',
      });
    }

    const played = (
      await commissioner.call<{ fixtures: FixtureView[] }>(
        'GET',
        `/api/leagues/${league.id}/seasons/${season.id}/fixtures`,
      )
    ).fixtures;
    expect(played.every((f) => f.status === 'played' && f.postGame?.applied)).toBe(true);

    // Standings from the match records, by hand: 3 points a win, 1 a draw; TDs and SPP casualties.
    const expected = new Map<string, Omit<StandingRow, 'team' | 'bonus'>>();
    const row = (id: string) => {
      let r = expected.get(id);
      if (!r) {
        r = {
          played: 0,
          wins: 0,
          draws: 0,
          losses: 0,
          touchdownsFor: 0,
          touchdownsAgainst: 0,
          casualtiesFor: 0,
          casualtiesAgainst: 0,
          points: 0,
        };
        expected.set(id, r);
      }
      return r;
    };
    for (const f of played) {
      const final = finals.get(f.id)!;
      const lm = await server.app.db.prisma.leagueMatch.findUniqueOrThrow({ where: { fixtureId: f.id } });
      const conceded = (lm.result as { conceded: { team: 'home' | 'away' } | null }).conceded;
      const score = { home: final.teams.home.score, away: final.teams.away.score };
      if (conceded) {
        // §3.21: the conceding team loses 2-0, or X-0 when the winner was already ahead.
        const winner = conceded.team === 'home' ? 'away' : 'home';
        score[winner] = score[winner] > score[conceded.team] ? score[winner] : 2;
        score[conceded.team] = 0;
      }
      expect(f.result).toMatchObject({ homeTouchdowns: score.home, awayTouchdowns: score.away });
      const cas = (side: 'home' | 'away') =>
        final.players.filter((p) => p.team === side).reduce((n, p) => n + p.record.casualtiesSpp, 0);
      for (const [side, id, other] of [
        ['home', f.home.id, 'away'],
        ['away', f.away.id, 'home'],
      ] as const) {
        const r = row(id);
        r.played++;
        r.touchdownsFor += score[side];
        r.touchdownsAgainst += score[other];
        r.casualtiesFor += cas(side);
        r.casualtiesAgainst += cas(other);
        if (score[side] > score[other]) {
          r.wins++;
          r.points += 3;
        } else if (score[side] === score[other]) {
          r.draws++;
          r.points += 1;
        } else r.losses++;
      }
    }
    const table = await commissioner.call<{ standings: StandingRow[] }>(
      'GET',
      `/api/leagues/${league.id}/seasons/${season.id}/standings`,
    );
    expect(table.standings).toHaveLength(4);
    for (const r of table.standings) expect(r).toMatchObject({ ...expected.get(r.team.id), bonus: 0 });
    const points = table.standings.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));

    // Rosters: every player's career is the sum of its lines in the match records.
    for (const team of setup.teams) {
      const page = await api.teamPage(coachOf(team.id), team.id);
      expect(page.team.record.played).toBe(3);
      const career = new Map<
        string,
        { games: number; touchdowns: number; casualties: number; completions: number }
      >();
      let mvps = 0;
      for (const f of played.filter((x) => x.home.id === team.id || x.away.id === team.id)) {
        const side = f.home.id === team.id ? 'home' : 'away';
        const lm = await server.app.db.prisma.leagueMatch.findUniqueOrThrow({ where: { fixtureId: f.id } });
        const kickoff = lm.kickoff as unknown as Kickoff;
        const final = finals.get(f.id)!;
        for (const entry of kickoff.lineups[side].entries) {
          if (entry.playerId === null) continue;
          const rec = final.players.find((p) => p.id === `${side}-${entry.number}`)!.record;
          const c = career.get(entry.playerId) ?? { games: 0, touchdowns: 0, casualties: 0, completions: 0 };
          career.set(entry.playerId, {
            games: c.games + (rec.played ? 1 : 0),
            touchdowns: c.touchdowns + rec.touchdowns,
            casualties: c.casualties + rec.casualtiesCaused,
            completions: c.completions + rec.completions,
          });
        }
        mvps += (lm.events as unknown as LeagueEvent[]).filter(
          (e) => e.type === 'mvp' && e.team === side && e.playerId !== null,
        ).length;
      }
      for (const p of page.team.players.filter((x) => career.has(x.id))) {
        expect(p.career).toMatchObject(career.get(p.id)!);
      }
      expect(page.team.players.reduce((n, p) => n + p.career.mvps, 0)).toBe(mvps);
      expect(page.history.filter((h) => h.status === 'played')).toHaveLength(3);
    }

    const leaders = await commissioner.call<{ spp: { value: number }[]; touchdowns: { value: number }[] }>(
      'GET',
      `/api/leagues/${league.id}/seasons/${season.id}/leaders`,
    );
    const spp = leaders.spp.map((l) => l.value);
    expect(spp).toEqual([...spp].sort((a, b) => b - a));
    // Every match verifies from its revealed seed.
    for (const f of played) expect((await server.app.host.verify(f.matchId!)).ok).toBe(true);
  }, 300_000); // whole matches played by bots: minutes on a loaded 2-core machine
});

import type { AuditEntryView, DraftProblem, LeagueDetail, TeamDetail } from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds } from '../test-support/databases.js';
import { api, humanDraft, orcDraft, refusal, setUpLeague } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';

describe.each(databaseKinds())('leagues on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(kind);
  });
  afterAll(() => server.close());

  test('the creator is commissioner; only commissioners change league data (403 with a clear code)', async () => {
    const owner = await server.coach('Owner');
    const other = await server.coach('Other');
    const league = await api.createLeague(owner, `Old World ${owner.name}`, { budget: 1_100_000 });
    expect(league.commissioners.map((c) => c.name)).toEqual([owner.name]);
    expect(league.settings).toMatchObject({ budget: 1_100_000, points: { win: 3, draw: 1, loss: 0 } });
    expect(await refusal(api.createLeague(other, league.name))).toMatchObject({
      code: 'league/name-taken',
      status: 409,
    });

    const asOther = [
      () => other.call('PATCH', `/api/leagues/${league.id}/settings`, { budget: 2_000_000 }),
      () => other.call('POST', `/api/leagues/${league.id}/seasons`, {}),
      () => other.call('POST', `/api/leagues/${league.id}/commissioners`, { coach: other.name }),
      () => other.call('GET', `/api/leagues/${league.id}/audit`),
    ];
    for (const attempt of asOther) {
      expect(await refusal(attempt())).toMatchObject({ code: 'league/not-commissioner', status: 403 });
    }
    const unchanged = await owner.call<{ league: LeagueDetail }>('GET', `/api/leagues/${league.id}`);
    expect(unchanged.league.settings.budget).toBe(1_100_000);
    expect(unchanged.league.seasons).toEqual([]);

    // A second commissioner may then change things.
    await owner.call('POST', `/api/leagues/${league.id}/commissioners`, { coach: other.name });
    const changed = await other.call<{ league: LeagueDetail }>(
      'PATCH',
      `/api/leagues/${league.id}/settings`,
      {
        points: { win: 2, draw: 1, loss: 0 },
        homeAndAway: true,
      },
    );
    expect(changed.league.settings).toMatchObject({
      points: { win: 2 },
      homeAndAway: true,
      budget: 1_100_000,
    });
    expect(changed.league.commissioners.map((c) => c.name)).toEqual([owner.name, other.name]);
    expect(
      await refusal(owner.call('PATCH', `/api/leagues/${league.id}/settings`, { budget: -5 })),
    ).toMatchObject({ code: 'validation/invalid-request', status: 400 });
  });

  test('a draft reports every violation in one answer and stores nothing', async () => {
    const owner = await server.coach('Drafter');
    const league = await api.createLeague(owner, `Draft ${owner.name}`, { allowedRosters: ['human', 'orc'] });
    const bad = await refusal(
      api.draft(owner, league.id, {
        ...humanDraft('Too Much'),
        players: [
          ...Array.from({ length: 8 }, (_, i) => ({ number: i + 1, positionId: 'human-lineman' })),
          ...Array.from({ length: 3 }, (_, i) => ({ number: i + 20, positionId: 'human-blitzer' })),
        ],
        rerolls: 9,
        dedicatedFans: 0,
      }),
    );
    expect(bad).toMatchObject({ code: 'league/invalid-draft', status: 400 });
    const codes = (bad.details as { problems: DraftProblem[] }).problems.map((p) => p.code);
    expect(codes).toEqual(
      expect.arrayContaining(['position-over-max', 'too-many-rerolls', 'dedicated-fans-out-of-range']),
    );
    const notAllowed = await refusal(
      api.draft(owner, league.id, { ...humanDraft('Elves'), rosterId: 'wood-elf', players: [] }),
    );
    expect((notAllowed.details as { problems: DraftProblem[] }).problems.map((p) => p.code)).toContain(
      'roster-not-allowed',
    );
    expect(
      (await owner.call<{ league: LeagueDetail }>('GET', `/api/leagues/${league.id}`)).league.teams,
    ).toEqual([]);

    const team = await api.draft(owner, league.id, humanDraft('Reikland Reavers'));
    expect(team).toMatchObject({ status: 'pending', rosterId: 'human', rerolls: 2, apothecary: true });
    // 11×50k + 2×85k + 75k + 2×50k re-rolls + 50k apothecary = 945k: 55k left of the 1M budget.
    expect(team.tv).toBe(945_000);
    expect(team.ctv).toBe(945_000);
    expect(team.treasury).toBe(55_000);
    expect(team.players).toHaveLength(14);
    expect(team.captainId).toBe(team.players.find((p) => p.number === 12)!.id);
  });

  test('teams wait for approval; the schedule is a round robin of approved teams (optionally home and away)', async () => {
    const setup = await setUpLeague(server, [humanDraft('A'), orcDraft('B'), humanDraft('C'), orcDraft('D')]);
    const { commissioner, league, season, coaches } = setup;
    const latecomer = await api.draft(coaches[0]!, league.id, humanDraft('Pending'));
    expect(await refusal(api.approve(coaches[0]!, league.id, latecomer.id))).toMatchObject({
      code: 'league/not-commissioner',
      status: 403,
    });
    await commissioner.call('POST', `/api/leagues/${league.id}/teams/${latecomer.id}/reject`);
    expect(await refusal(api.schedule(coaches[1]!, league.id, season.id))).toMatchObject({
      code: 'league/not-commissioner',
    });

    const fixtures = await api.schedule(commissioner, league.id, season.id, {
      firstDeadline: '2026-12-06T20:00:00Z',
      daysPerRound: 7,
    });
    expect(fixtures).toHaveLength(6);
    expect(new Set(fixtures.map((f) => f.round))).toEqual(new Set([1, 2, 3]));
    const ids = setup.teams.map((t) => t.id);
    const pairs = fixtures.map((f) => [f.home.id, f.away.id].sort().join('|'));
    expect(new Set(pairs).size).toBe(6);
    for (const id of ids) {
      for (const round of [1, 2, 3]) {
        const games = fixtures.filter((f) => f.round === round && (f.home.id === id || f.away.id === id));
        expect(games).toHaveLength(1);
      }
    }
    expect(fixtures.find((f) => f.round === 3)!.deadline).toBe('2026-12-20T20:00:00.000Z');
    expect(fixtures.every((f) => f.status === 'scheduled' && f.matchId === null)).toBe(true);
    expect(await refusal(api.schedule(commissioner, league.id, season.id))).toMatchObject({
      code: 'league/already-scheduled',
      status: 409,
    });

    const f = fixtures[0]!;
    const moved = await commissioner.call<{ fixture: { deadline: string } }>(
      'PATCH',
      `/api/leagues/${league.id}/fixtures/${f.id}/deadline`,
      { deadline: '2026-12-08T18:00:00Z' },
    );
    expect(moved.fixture.deadline).toBe('2026-12-08T18:00:00.000Z');

    const standings = await commissioner.call<{
      standings: { team: { id: string }; points: number; played: number }[];
    }>('GET', `/api/leagues/${league.id}/seasons/${season.id}/standings`);
    expect(standings.standings.map((r) => r.team.id).sort()).toEqual([...ids].sort());
    expect(standings.standings.every((r) => r.points === 0 && r.played === 0)).toBe(true);

    // Home and away: every pair twice, with home and away swapped.
    const twice = await setUpLeague(server, [humanDraft('E'), orcDraft('F'), humanDraft('G')]);
    const legs = await api.schedule(twice.commissioner, twice.league.id, twice.season.id, {
      homeAndAway: true,
    });
    expect(legs).toHaveLength(6);
    const ordered = new Set(legs.map((l) => `${l.home.id}>${l.away.id}`));
    for (const l of legs) expect(ordered.has(`${l.away.id}>${l.home.id}`)).toBe(true);
  });

  test('only the team coach manages a team; refusals change nothing', async () => {
    const setup = await setUpLeague(server, [humanDraft('Managers')]);
    const [coach] = setup.coaches;
    const team = setup.teams[0]!;
    const stranger = await server.coach('Stranger');
    expect(
      await refusal(stranger.call('POST', `/api/teams/${team.id}/hire`, { positionId: 'human-lineman' })),
    ).toMatchObject({ code: 'league/not-your-team', status: 403 });
    expect(
      await refusal(setup.commissioner.call('POST', `/api/teams/${team.id}/staff`, { item: 'cheerleader' })),
    ).toMatchObject({ code: 'league/not-your-team', status: 403 });

    const hired = await coach!.call<{ team: TeamDetail }>('POST', `/api/teams/${team.id}/hire`, {
      positionId: 'human-lineman',
      name: 'Rookie',
    });
    expect(hired.team.players).toHaveLength(15);
    expect(hired.team.treasury).toBe(5_000);
    const broke = await refusal(coach!.call('POST', `/api/teams/${team.id}/staff`, { item: 'reroll' }));
    expect(broke).toMatchObject({
      code: 'league/rule-refused',
      status: 400,
      details: { rule: 'not-enough-treasury' },
    });
    const unknown = await refusal(
      coach!.call('POST', `/api/teams/${team.id}/hire`, { positionId: 'orc-blitzer' }),
    );
    expect(unknown).toMatchObject({ code: 'league/rule-refused', status: 400 });

    const rookie = hired.team.players.find((p) => p.name === 'Rookie')!;
    const fired = await coach!.call<{ team: TeamDetail }>(
      'POST',
      `/api/teams/${team.id}/players/${rookie.id}/fire`,
    );
    expect(fired.team.players.find((p) => p.id === rookie.id)!.status).toBe('fired');
    const all = fired.team.players.filter((p) => p.status === 'active');
    for (const p of all.slice(0, 3)) {
      if (p.id === fired.team.captainId) continue;
      await coach!.call('POST', `/api/teams/${team.id}/players/${p.id}/fire`).catch(() => undefined);
    }
    const page = await api.teamPage(coach!, team.id);
    expect(page.team.players.filter((p) => p.status === 'active').length).toBeGreaterThanOrEqual(11);
    const last = page.team.players.find((p) => p.status === 'active' && p.id !== page.team.captainId)!;
    expect(await refusal(coach!.call('POST', `/api/teams/${team.id}/players/${last.id}/fire`))).toMatchObject(
      {
        code: 'league/rule-refused',
        details: { rule: 'too-few-players' },
      },
    );
  });

  test('commissioner overrides need a reason, land in the audit log and are visible to the team coach', async () => {
    const setup = await setUpLeague(server, [humanDraft('Audited')]);
    const { commissioner } = setup;
    const [coach] = setup.coaches;
    const team = setup.teams[0]!;
    const player = team.players.find((p) => p.number === 3)!;

    const noReason = await refusal(
      commissioner.call('POST', `/api/teams/${team.id}/override`, { team: { treasury: 500_000 } }),
    );
    expect(noReason).toMatchObject({ code: 'validation/invalid-request', status: 400 });
    expect(noReason.message).toContain('reason');
    expect(
      await refusal(
        coach!.call('POST', `/api/teams/${team.id}/override`, {
          reason: 'I want gold',
          team: { treasury: 1 },
        }),
      ),
    ).toMatchObject({ code: 'league/not-commissioner', status: 403 });
    expect((await api.teamPage(coach!, team.id)).team.treasury).toBe(55_000);

    const after = await commissioner.call<{ team: TeamDetail }>('POST', `/api/teams/${team.id}/override`, {
      reason: 'Prize for the painting contest',
      team: { treasury: 120_000, dedicatedFans: 4 },
      player: {
        id: player.id,
        spp: 6,
        niggling: 1,
        missNextGame: true,
        current: { ma: 5 },
        skills: ['Block', 'Mighty Blow'],
        hatreds: [{ keyword: 'Orc', source: 'acquired' }],
      },
    });
    expect(after.team).toMatchObject({ treasury: 120_000, dedicatedFans: 4 });
    const changed = after.team.players.find((p) => p.id === player.id)!;
    expect(changed).toMatchObject({
      spp: 6,
      niggling: 1,
      missNextGame: true,
      current: { ma: 5, st: 3 },
      hatreds: [{ keyword: 'Orc', source: 'acquired' }],
    });
    expect(changed.skills.filter((s) => s.source !== 'position').map((s) => s.name)).toEqual([
      'Block',
      'Mighty Blow',
    ]);
    // Missing the next game takes the player out of CTV, not TV.
    expect(after.team.ctv).toBe(after.team.tv - 50_000);

    const page = await api.teamPage(coach!, team.id);
    const entry = page.audit.find((e: AuditEntryView) => e.action === 'override')!;
    expect(entry).toMatchObject({
      reason: 'Prize for the painting contest',
      by: { name: commissioner.name },
      playerId: player.id,
      before: { treasury: 55_000, dedicatedFans: 1, player: { spp: 0, niggling: 0, missNextGame: false } },
      after: { treasury: 120_000, dedicatedFans: 4, player: { spp: 6, niggling: 1, missNextGame: true } },
    });
    const stranger = await server.coach('Nosy');
    expect((await api.teamPage(stranger, team.id)).audit).toEqual([]);
    expect(await refusal(stranger.call('GET', `/api/teams/${team.id}/audit`))).toMatchObject({
      code: 'league/not-commissioner',
    });
    const log = await commissioner.call<{ entries: AuditEntryView[] }>(
      'GET',
      `/api/leagues/${setup.league.id}/audit`,
    );
    expect(log.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['override', 'team-approved', 'team-drafted']),
    );

    const playerPage = await stranger.call<{
      player: { id: string; niggling: number };
      team: { id: string };
    }>('GET', `/api/players/${player.id}`);
    expect(playerPage).toMatchObject({ player: { id: player.id, niggling: 1 }, team: { id: team.id } });
  });

  test('a commissioner sets a result with a reason: the standings follow, the audit log keeps both versions', async () => {
    const setup = await setUpLeague(server, [humanDraft('Ruled'), orcDraft('Overruled')]);
    const [fixture] = await api.schedule(setup.commissioner, setup.league.id, setup.season.id);
    const url = `/api/leagues/${setup.league.id}/fixtures/${fixture!.id}/result`;
    const result = {
      played: true,
      homeTouchdowns: 3,
      awayTouchdowns: 1,
      homeCasualties: 2,
      awayCasualties: 0,
      conceded: null,
    };
    expect(await refusal(setup.commissioner.call('POST', url, { result }))).toMatchObject({
      code: 'validation/invalid-request',
    });
    expect(
      await refusal(setup.coaches[0]!.call('POST', url, { reason: 'we won really', result })),
    ).toMatchObject({
      code: 'league/not-commissioner',
      status: 403,
    });
    const set = await setup.commissioner.call<{ fixture: { status: string; result: object } }>('POST', url, {
      reason: 'Played on a tabletop at the club; result reported by both coaches',
      result,
    });
    expect(set.fixture).toMatchObject({ status: 'played', result: { ...result, overridden: true } });
    const table = await setup.commissioner.call<{
      standings: { team: { id: string }; points: number; touchdownsFor: number }[];
    }>('GET', `/api/leagues/${setup.league.id}/seasons/${setup.season.id}/standings`);
    expect(table.standings[0]).toMatchObject({ team: { id: fixture!.home.id }, points: 3, touchdownsFor: 3 });
    expect(table.standings[1]).toMatchObject({ team: { id: fixture!.away.id }, points: 0, touchdownsFor: 1 });
    const log = await setup.commissioner.call<{ entries: AuditEntryView[] }>(
      'GET',
      `/api/leagues/${setup.league.id}/audit`,
    );
    expect(log.entries.find((e) => e.action === 'result-override')).toMatchObject({
      reason: 'Played on a tabletop at the club; result reported by both coaches',
      before: { status: 'scheduled', result: null },
      after: { result: { homeTouchdowns: 3 } },
    });
  });

  test('the routes are in the OpenAPI document', async () => {
    const doc = await (await fetch(`${server.baseUrl}/docs/json`)).json();
    const paths = Object.keys((doc as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/leagues/',
        '/api/leagues/{id}/teams',
        '/api/leagues/{id}/seasons/{seasonId}/schedule',
        '/api/leagues/{id}/fixtures/{fixtureId}/start',
        '/api/leagues/{id}/fixtures/{fixtureId}/unplayed',
        '/api/leagues/fixtures/by-match/{matchId}',
        '/api/teams/{id}',
        '/api/teams/{id}/override',
        '/api/players/{id}',
      ]),
    );
  });
});

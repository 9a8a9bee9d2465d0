import type {
  AuditEntryView,
  FixtureByMatchResponse,
  FixtureView,
  PlayerPageResponse,
  StandingRow,
} from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../host/clock.js';
import { databaseKinds } from '../test-support/databases.js';
import { api, humanDraft, orcDraft, refusal, setUpLeague } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';

const day = 24 * 3600 * 1000;

describe.each(databaseKinds())('fixtures: deadlines, commissioners, matches on %s', (kind) => {
  const clock = new ManualClock(Date.UTC(2026, 10, 29, 12));
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(kind, { clock });
  });
  afterAll(() => server.close());

  test('a fixture past its deadline is overdue; a commissioner settles it as unplayed (a loss for both) with a reason', async () => {
    const setup = await setUpLeague(server, [humanDraft('Late'), orcDraft('Later')]);
    const { commissioner, league, season } = setup;
    const [fixture] = await api.schedule(commissioner, league.id, season.id, {
      firstDeadline: new Date(clock.now() + day).toISOString(),
    });
    expect(fixture).toMatchObject({ leagueId: league.id, overdue: false, status: 'scheduled' });

    clock.advance(2 * day);
    const listed = await commissioner.call<{ fixtures: FixtureView[] }>(
      'GET',
      `/api/leagues/${league.id}/seasons/${season.id}/fixtures`,
    );
    expect(listed.fixtures[0]).toMatchObject({ id: fixture!.id, overdue: true });

    const url = `/api/leagues/${league.id}/fixtures/${fixture!.id}/unplayed`;
    expect(await refusal(commissioner.call('POST', url, {}))).toMatchObject({
      code: 'validation/invalid-request',
    });
    expect(
      await refusal(setup.coaches[0]!.call('POST', url, { reason: 'they never showed up' })),
    ).toMatchObject({ code: 'league/not-commissioner', status: 403 });

    const settled = await commissioner.call<{ fixture: FixtureView }>('POST', url, {
      reason: 'Deadline passed; neither coach arranged the game',
    });
    expect(settled.fixture).toMatchObject({
      status: 'unplayed',
      overdue: false,
      result: { played: false, overridden: true },
    });
    const table = await commissioner.call<{ standings: StandingRow[] }>(
      'GET',
      `/api/leagues/${league.id}/seasons/${season.id}/standings`,
    );
    for (const r of table.standings) expect(r).toMatchObject({ played: 1, losses: 1, wins: 0, points: 0 });
    const log = await commissioner.call<{ entries: AuditEntryView[] }>(
      'GET',
      `/api/leagues/${league.id}/audit`,
    );
    expect(log.entries.find((e) => e.action === 'fixture-unplayed')).toMatchObject({
      reason: 'Deadline passed; neither coach arranged the game',
      before: { fixtureId: fixture!.id, status: 'scheduled' },
    });
    // A fixture already settled as unplayed can't be started any more.
    expect(await refusal(api.start(commissioner, league.id, fixture!.id))).toMatchObject({
      code: 'league/fixture-not-playable',
    });
  });

  test('a commissioner may start any fixture of the league; a match finds its fixture; the player page names the league', async () => {
    const setup = await setUpLeague(server, [humanDraft('Started'), orcDraft('Starters')]);
    const { commissioner, league, season } = setup;
    const [fixture] = await api.schedule(commissioner, league.id, season.id);
    const stranger = await server.coach('Stranger');
    expect(await refusal(api.start(stranger, league.id, fixture!.id))).toMatchObject({
      code: 'league/not-in-fixture',
      status: 403,
    });
    // The commissioner coaches neither team.
    const started = await api.start(commissioner, league.id, fixture!.id);
    expect(started.fixture).toMatchObject({ status: 'live', leagueId: league.id, matchId: started.match.id });

    const found = await stranger.call<FixtureByMatchResponse>(
      'GET',
      `/api/leagues/fixtures/by-match/${started.match.id}`,
    );
    expect(found).toEqual({ leagueId: league.id, seasonId: season.id, fixtureId: fixture!.id });
    expect(
      await refusal(stranger.call('GET', `/api/leagues/fixtures/by-match/${crypto.randomUUID()}`)),
    ).toMatchObject({ code: 'league/fixture-not-found', status: 404 });

    const player = setup.teams[0]!.players[0]!;
    const page = await stranger.call<PlayerPageResponse>('GET', `/api/players/${player.id}`);
    expect(page.team).toMatchObject({ id: setup.teams[0]!.id, league: { id: league.id, name: league.name } });
  });
});

import type {
  AuditEntryView,
  FinishSeasonResponse,
  FixtureView,
  RedraftPageResponse,
  RedraftRequest,
  SeasonSummary,
  StandingRow,
  TeamDetail,
} from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ManualClock } from '../host/clock.js';
import { databaseKinds } from '../test-support/databases.js';
import { api, humanDraft, orcDraft, playOut, refusal, setUpLeague } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';

const HOUR = 3600 * 1000;

describe.each(databaseKinds())('two seasons on %s', (kind) => {
  const clock = new ManualClock(Date.now());
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(kind, { clock });
  });
  afterAll(() => server.close());

  test('season 1 is played and ends; every team re-drafts (one misses the deadline); season 2 is scheduled with the re-drafted teams', async () => {
    const setup = await setUpLeague(
      server,
      [humanDraft('Reavers'), orcDraft('Gougers'), humanDraft('Marauders')],
      { redraftCap: 1_250_000 },
    );
    const { commissioner, league, season } = setup;
    const [reavers, gougers, marauders] = setup.teams as [TeamDetail, TeamDetail, TeamDetail];
    const coachOf = (teamId: string) => setup.coaches[setup.teams.findIndex((t) => t.id === teamId)]!;

    // Season 1: every fixture played by the bots through the match host; post-games at their deadline.
    const fixtures = await api.schedule(commissioner, league.id, season.id);
    expect(fixtures).toHaveLength(3);
    for (const [i, f] of fixtures.entries()) {
      const started = await api.start(coachOf(f.home.id), league.id, f.id);
      // Nobody buys inducements: the re-draft plans below are sized to the Treasuries the games leave.
      await playOut(server, started.match.id, 2000 + i, { buyNothing: true });
      clock.advance(49 * HOUR);
      await server.app.leagues.postGame.idle();
    }
    const before = new Map<string, TeamDetail>();
    for (const t of setup.teams) before.set(t.id, (await api.teamPage(coachOf(t.id), t.id)).team);
    for (const t of before.values()) expect(t.record.played).toBe(2);

    // The season ends: the off-season, and each budget is 1M + Treasury + 20k a game + 20k a win + 10k a
    // draw, held to the league's cap (1.25M here).
    const done = await commissioner.call<FinishSeasonResponse>(
      'POST',
      `/api/leagues/${league.id}/seasons/${season.id}/finish`,
    );
    for (const entry of done.teams) {
      const t = before.get(entry.team.id)!;
      const r = t.record;
      const formula = 1_000_000 + t.treasury + 20_000 * r.played + 20_000 * r.wins + 10_000 * r.draws;
      expect(entry.redraftBudget).toBe(Math.min(formula, 1_250_000));
    }

    // Only a commissioner opens the re-draft, only for a finished season; it opens season 2.
    const deadline = new Date(clock.now() + 7 * 24 * HOUR).toISOString();
    const openUrl = `/api/leagues/${league.id}/seasons/${season.id}/redraft`;
    expect(await refusal(coachOf(reavers.id).call('POST', openUrl, { deadline }))).toMatchObject({
      code: 'league/not-commissioner',
    });
    const opened = await commissioner.call<{ season: SeasonSummary }>('POST', openUrl, { deadline });
    expect(opened.season.redraft).toMatchObject({ deadline, closedAt: null });
    const next = (await api.teamPage(commissioner, reavers.id)).team.league;
    const detail = await commissioner.call<{ league: { seasons: SeasonSummary[] } }>(
      'GET',
      `/api/leagues/${next.id}`,
    );
    const season2 = detail.league.seasons.find((s) => s.number === 2)!;
    expect(season2).toMatchObject({ status: 'open' });
    expect(opened.season.redraft?.intoSeasonId).toBe(season2.id);

    const pageOf = (teamId: string) =>
      coachOf(teamId).call<RedraftPageResponse>('GET', `/api/teams/${teamId}/redraft`);
    const redraft = (teamId: string, plan: RedraftRequest) =>
      coachOf(teamId).call<{ team: TeamDetail }>('POST', `/api/teams/${teamId}/redraft`, plan);

    // Reavers: let the thrower and a lineman go, buy a catcher and a cheerleader.
    const p1 = await pageOf(reavers.id);
    expect(p1).toMatchObject({ season: { id: season2.id }, deadline, cap: 1_250_000 });
    const leaving = p1.team.players.filter((p) => p.number === 11 || p.number === 14).map((p) => p.id);
    const keep1 = p1.players.filter((p) => !leaving.includes(p.playerId));
    for (const p of p1.players) expect(p.agentFee).toBe(20_000); // one previous season each
    const plan1: RedraftRequest = {
      rehire: keep1.map((p) => p.playerId),
      hire: [{ positionId: 'human-catcher', name: 'New Hands' }],
      rerolls: 2,
      apothecary: true,
      assistantCoaches: 0,
      cheerleaders: 1,
      captain: 12,
    };
    const cost1 = keep1.reduce((n, p) => n + p.cost, 0) + 75_000 + 2 * 50_000 + 50_000 + 10_000;
    expect(cost1).toBeLessThanOrEqual(p1.budget);
    const r1 = await redraft(reavers.id, plan1);
    expect(r1.team).toMatchObject({
      seasonId: season2.id,
      status: 'approved',
      redraftBudget: null,
      rerolls: 2,
      cheerleaders: 1,
      treasury: p1.budget - cost1,
    });
    expect(r1.team.players.filter((p) => leaving.includes(p.id)).map((p) => p.status)).toEqual([
      'fired',
      'fired',
    ]);
    expect(r1.team.players.find((p) => p.name === 'New Hands')).toMatchObject({
      positionId: 'human-catcher',
    });

    // Gougers: everyone back, one re-roll fewer.
    const p2 = await pageOf(gougers.id);
    const r2 = await redraft(gougers.id, {
      ...p2.defaultPlan,
      rehire: p2.players.map((p) => p.playerId),
      rerolls: 1,
    });
    expect(r2.team).toMatchObject({ seasonId: season2.id, rerolls: 1 });

    // Marauders miss the deadline: the schedule waits for them until it passes.
    const p3 = await pageOf(marauders.id);
    expect(await refusal(api.schedule(commissioner, league.id, season2.id))).toMatchObject({
      code: 'league/redraft-open',
      status: 409,
    });
    clock.advance(7 * 24 * HOUR + 1);
    await server.app.leagues.redrafts.idle();
    const late = (await api.teamPage(coachOf(marauders.id), marauders.id)).team;
    expect(late).toMatchObject({ seasonId: season2.id, status: 'approved', redraftBudget: null });
    // The default keeps the players that fit, most valuable first (see the rules' defaultRedraftPlan).
    const kept = late.players.filter((p) => p.status === 'active' && p3.defaultPlan.rehire.includes(p.id));
    expect(kept).toHaveLength(p3.defaultPlan.rehire.length);
    expect(late.rerolls).toBe(p3.defaultPlan.rerolls);
    const d = p3.defaultPlan;
    const defaultCost =
      p3.players.filter((p) => d.rehire.includes(p.playerId)).reduce((n, p) => n + p.cost, 0) +
      d.hire.length * 50_000 +
      d.rerolls * 50_000 +
      (d.apothecary ? 50_000 : 0) +
      (d.assistantCoaches + d.cheerleaders) * 10_000;
    expect(late.treasury).toBe(p3.budget - defaultCost);
    const audit = await commissioner.call<{ entries: AuditEntryView[] }>(
      'GET',
      `/api/leagues/${league.id}/audit`,
    );
    const defaulted = audit.entries.find((e) => e.action === 'redraft-default');
    expect(defaulted).toMatchObject({ teamId: marauders.id, by: null });
    expect(
      audit.entries
        .filter((e) => e.action === 'redraft')
        .map((e) => e.teamId)
        .sort(),
    ).toEqual([reavers.id, gougers.id].sort());
    expect(await refusal(commissioner.call('POST', openUrl, { deadline }))).toMatchObject({
      code: 'league/season-not-open',
    });

    // Season 2 is scheduled with the three re-drafted teams, and its first match is played.
    const fixtures2 = await api.schedule(commissioner, league.id, season2.id);
    expect(fixtures2).toHaveLength(3);
    const inSeason2 = new Set(fixtures2.flatMap((f: FixtureView) => [f.home.id, f.away.id]));
    expect([...inSeason2].sort()).toEqual([reavers.id, gougers.id, marauders.id].sort());
    const first = fixtures2[0]!;
    const started = await api.start(coachOf(first.home.id), league.id, first.id);
    await playOut(server, started.match.id, 3000);
    clock.advance(49 * HOUR);
    await server.app.leagues.postGame.idle();
    expect((await api.fixture(commissioner, league.id, first.id)).postGame?.applied).toBe(true);
    const table = await commissioner.call<{ standings: StandingRow[] }>(
      'GET',
      `/api/leagues/${league.id}/seasons/${season2.id}/standings`,
    );
    expect(table.standings.map((r) => r.played).sort()).toEqual([0, 1, 1]);
    // Season 1's table still stands.
    const table1 = await commissioner.call<{ standings: StandingRow[] }>(
      'GET',
      `/api/leagues/${league.id}/seasons/${season.id}/standings`,
    );
    expect(table1.standings.map((r) => r.played)).toEqual([2, 2, 2]);
  }, 300_000); // whole matches played by bots: minutes on a loaded 2-core machine
});

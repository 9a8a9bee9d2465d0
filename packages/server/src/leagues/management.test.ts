import type {
  AdvanceResponse,
  FinishSeasonResponse,
  RedraftPageResponse,
  RedraftPreviewResponse,
  StandingRow,
  TeamDetail,
} from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds } from '../test-support/databases.js';
import { api, humanDraft, orcDraft, refusal, setUpLeague } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';

describe.each(databaseKinds())('between games on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(kind);
  });
  afterAll(() => server.close());

  test('advancements: chosen skills at once, random Primary and characteristics in two steps; SPP and value move', async () => {
    const setup = await setUpLeague(server, [humanDraft('Climbers')]);
    const [coach] = setup.coaches;
    const team = setup.teams[0]!;
    const player = team.players.find((p) => p.number === 4)!;
    const url = `/api/teams/${team.id}/players/${player.id}/advance`;
    expect(await refusal(coach!.call('POST', url, { kind: 'chosen-primary', skill: 'Block' }))).toMatchObject(
      {
        code: 'league/rule-refused',
        details: { rule: 'not-enough-spp' },
      },
    );
    await setup.commissioner.call('POST', `/api/teams/${team.id}/override`, {
      reason: 'SPP to test advancements',
      player: { id: player.id, spp: 100 },
    });

    const first = await coach!.call<AdvanceResponse>('POST', url, { kind: 'chosen-primary', skill: 'Block' });
    expect(first.pending).toBeNull();
    const a1 = first.player.advancements[0]!;
    expect(a1).toMatchObject({ kind: 'chosen-primary', access: 'primary', skill: { id: 'block' } });
    expect(first.player.spp).toBe(100 - a1.sppCost);
    expect(first.player.value).toBe(50_000 + a1.valueIncrease);
    expect(first.team.tv).toBe(team.tv + a1.valueIncrease);
    expect(first.player.skills.map((s) => s.name)).toContain('Block');
    expect(await refusal(coach!.call('POST', url, { kind: 'chosen-primary', skill: 'Block' }))).toMatchObject(
      { code: 'league/rule-refused' },
    );

    const rolled = await coach!.call<AdvanceResponse>('POST', url, { kind: 'random-primary', category: 'G' });
    expect(rolled.pending).toMatchObject({ kind: 'random-primary' });
    expect(rolled.pending!.options).toHaveLength(2);
    expect(rolled.player.spp).toBe(first.player.spp);
    const kept = await coach!.call<AdvanceResponse>('POST', url, {
      kind: 'random-primary',
      keep: rolled.pending!.options[1],
    });
    expect(kept.pending).toBeNull();
    const a2 = kept.player.advancements[1]!;
    expect(a2.kind).toBe('random-primary');
    // The second advancement costs more than the first of the same kind would have.
    expect(kept.player.spp).toBe(first.player.spp - a2.sppCost);

    const d8 = await coach!.call<AdvanceResponse>('POST', url, { kind: 'characteristic' });
    expect(d8.pending).toMatchObject({ kind: 'characteristic' });
    expect(d8.pending!.rolls).toHaveLength(1);
    const options = d8.pending!.options;
    const taken = await coach!.call<AdvanceResponse>(
      'POST',
      url,
      options.length > 0
        ? { kind: 'characteristic', characteristic: options[0] }
        : { kind: 'characteristic', insteadSkill: 'Dodge' },
    );
    expect(taken.pending).toBeNull();
    expect(taken.player.advancements).toHaveLength(3);
    const audit = await coach!.call<{ entries: { action: string }[] }>('GET', `/api/teams/${team.id}/audit`);
    expect(audit.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['advancement', 'advancement-rolled', 'override']),
    );
    const stranger = await server.coach('Meddler');
    expect(
      await refusal(stranger.call('POST', url, { kind: 'chosen-primary', skill: 'Dodge' })),
    ).toMatchObject({
      code: 'league/not-your-team',
    });
  });

  test('temporary retirement needs a Lasting Injury; staff are bought from the treasury', async () => {
    const setup = await setUpLeague(server, [humanDraft('Staffed')]);
    const [coach] = setup.coaches;
    const team = setup.teams[0]!;
    const player = team.players.find((p) => p.number === 5)!;
    expect(
      await refusal(coach!.call('POST', `/api/teams/${team.id}/players/${player.id}/retire`)),
    ).toMatchObject({ code: 'league/rule-refused', details: { rule: 'no-lasting-injury' } });
    const cheer = await coach!.call<{ team: TeamDetail }>('POST', `/api/teams/${team.id}/staff`, {
      item: 'cheerleader',
    });
    expect(cheer.team).toMatchObject({
      cheerleaders: 1,
      treasury: team.treasury - 10_000,
      tv: team.tv + 10_000,
    });
    // Staff may be let go between games (no refund); the audit log keeps it; re-rolls never go.
    const released = await coach!.call<{ team: TeamDetail }>('POST', `/api/teams/${team.id}/staff/release`, {
      item: 'apothecary',
    });
    expect(released.team).toMatchObject({
      apothecary: false,
      treasury: team.treasury - 10_000,
      tv: team.tv + 10_000 - 50_000,
    });
    expect(
      await refusal(coach!.call('POST', `/api/teams/${team.id}/staff/release`, { item: 'apothecary' })),
    ).toMatchObject({ code: 'league/rule-refused', details: { rule: 'no-staff' } });
    expect(
      await refusal(coach!.call('POST', `/api/teams/${team.id}/staff/release`, { item: 'reroll' })),
    ).toMatchObject({ code: 'validation/invalid-request' });
    const other = await server.coach('Outsider');
    expect(
      await refusal(other.call('POST', `/api/teams/${team.id}/staff/release`, { item: 'cheerleader' })),
    ).toMatchObject({ code: 'league/not-your-team' });
    const log = await coach!.call<{ entries: { action: string; before: unknown; after: unknown }[] }>(
      'GET',
      `/api/teams/${team.id}/audit`,
    );
    expect(log.entries.find((e) => e.action === 'release:apothecary')).toMatchObject({
      after: { events: [{ type: 'staff-released', item: 'apothecary', count: 0 }] },
    });
  });

  test('ending a season: unplayed fixtures are a loss for both, then the off-season and re-draft budgets', async () => {
    const setup = await setUpLeague(server, [humanDraft('Idle'), orcDraft('Lazy')]);
    const { commissioner, league, season } = setup;
    expect(
      await refusal(commissioner.call('POST', `/api/leagues/${league.id}/seasons/${season.id}/finish`)),
    ).toMatchObject({ code: 'league/season-not-open' });
    await api.schedule(commissioner, league.id, season.id);
    expect(
      await refusal(setup.coaches[0]!.call('POST', `/api/leagues/${league.id}/seasons/${season.id}/finish`)),
    ).toMatchObject({ code: 'league/not-commissioner' });
    const done = await commissioner.call<FinishSeasonResponse>(
      'POST',
      `/api/leagues/${league.id}/seasons/${season.id}/finish`,
    );
    expect(done.season.status).toBe('finished');
    expect(done.teams).toHaveLength(2);
    const standings = await commissioner.call<{ standings: StandingRow[] }>(
      'GET',
      `/api/leagues/${league.id}/seasons/${season.id}/standings`,
    );
    for (const r of standings.standings)
      expect(r).toMatchObject({ played: 1, losses: 1, wins: 0, points: 0 });
    // 1M base plus the treasury (nothing for games never played).
    for (const t of done.teams) {
      const page = await api.teamPage(setup.coaches[0]!, t.team.id);
      expect(t.redraftBudget).toBe(1_000_000 + page.team.treasury);
    }
    const next = await api.createSeason(commissioner, league.id);
    expect(next).toMatchObject({ number: 2, status: 'open' });

    // Re-draft: keep everyone but two (each costs its value plus 20k per season played) from the budget.
    const coach = setup.coaches[0]!;
    const mine = await api.teamPage(coach, setup.teams[0]!.id);
    const budget = mine.team.redraftBudget!;
    expect(budget).toBe(done.teams.find((t) => t.team.id === mine.team.id)!.redraftBudget);
    const page = await coach.call<RedraftPageResponse>('GET', `/api/teams/${mine.team.id}/redraft`);
    expect(page).toMatchObject({ budget, cap: 1_300_000, season: { id: next.id }, deadline: null });
    const kept = mine.team.players.filter((p) => p.status === 'active' && p.number !== 13 && p.number !== 14);
    for (const p of kept) {
      expect(page.players.find((x) => x.playerId === p.id)).toEqual({
        playerId: p.id,
        cost: p.value + 20_000,
        agentFee: 20_000,
      });
    }
    const plan = {
      rehire: kept.map((p) => p.id),
      hire: [],
      rerolls: 2,
      apothecary: true,
      assistantCoaches: 0,
      cheerleaders: 0,
    };
    // A plan breaking several rules is refused with every problem, and changes nothing.
    const bad = await refusal(
      coach.call('POST', `/api/teams/${mine.team.id}/redraft`, {
        ...plan,
        rehire: [...plan.rehire.slice(0, 9), 'nobody'],
        rerolls: 9,
      }),
    );
    expect(bad).toMatchObject({ code: 'league/invalid-draft', status: 400 });
    expect((bad.details as { problems: { code: string }[] }).problems.map((p) => p.code)).toEqual(
      expect.arrayContaining(['unknown-player', 'too-few-players', 'too-many-rerolls']),
    );
    expect((await api.teamPage(coach, mine.team.id)).team.redraftBudget).toBe(budget);
    const staff = 2 * 50_000 + 50_000;
    const cost = kept.reduce((n, p) => n + p.value + 20_000, 0) + staff;
    const preview = await coach.call<RedraftPreviewResponse>(
      'POST',
      `/api/teams/${mine.team.id}/redraft/preview`,
      plan,
    );
    expect(preview).toMatchObject({ ok: true, problems: [], cost: { total: cost }, treasury: budget - cost });
    const stranger = await server.coach('Poacher');
    expect(await refusal(stranger.call('POST', `/api/teams/${mine.team.id}/redraft`, plan))).toMatchObject({
      code: 'league/not-your-team',
    });
    const redrafted = await coach.call<{ team: TeamDetail }>(
      'POST',
      `/api/teams/${mine.team.id}/redraft`,
      plan,
    );
    expect(redrafted.team).toMatchObject({
      seasonId: next.id,
      status: 'approved',
      redraftBudget: null,
      treasury: budget - cost,
    });
    expect(
      redrafted.team.players.filter((p) => p.number === 13 || p.number === 14).map((p) => p.status),
    ).toEqual(['fired', 'fired']);
    expect(await refusal(coach.call('POST', `/api/teams/${mine.team.id}/redraft`, plan))).toMatchObject({
      code: 'league/season-not-open',
    });
    const audit = await coach.call<{ entries: { action: string }[] }>(
      'GET',
      `/api/teams/${mine.team.id}/audit`,
    );
    expect(audit.entries.map((e) => e.action)).toContain('redraft');
  });
});

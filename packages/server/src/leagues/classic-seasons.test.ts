import type { FinishSeasonResponse, StandingRow } from '@dugout/client';
import { describe, expect, test } from 'vitest';
import { databaseKinds } from '../test-support/databases.js';
import { api, classicDraft, leagueServerFor, playOut, refusal } from '../test-support/leagues.js';

describe.each(databaseKinds())('two classic (LRB6) seasons on %s', (kind) => {
  const server = leagueServerFor(kind);

  test('season 1 ends; the classic teams carry over (roster, treasury, SPP; Miss Next Game healed) and play season 2', async () => {
    const comm = await server.coach('Sc');
    const league = await api.createLeague(comm, 'Old League', { edition: 'classic' });
    const season = await api.createSeason(comm, league.id);
    const coaches = [await server.coach('Sd'), await server.coach('Se')] as const;
    const dwarfs = await api.draft(coaches[0], league.id, classicDraft('Stone', 'dwarf'));
    const elves = await api.draft(coaches[1], league.id, classicDraft('Leaf', 'wood-elf'));
    for (const t of [dwarfs, elves]) await api.approve(comm, league.id, t.id);
    const hurt = dwarfs.players[0]!;

    const [first] = await api.schedule(comm, league.id, season.id);
    const side = first!.home.id === dwarfs.id ? 'home' : 'away';
    server.app.leagues.postGame.adjustSummary = (summary) => {
      for (const p of summary[side].players)
        if (p.playerId === hurt.id)
          Object.assign(p, { injury: 'seriously-hurt', lasting: null, played: true });
      return summary;
    };
    const started = await api.start(coaches[0], league.id, first!.id);
    await playOut(server, started.match.id, 21);
    const after1 = (await api.teamPage(coaches[0], dwarfs.id)).team;
    expect(after1.players.find((p) => p.id === hurt.id)?.missNextGame).toBe(true);

    const done = await comm.call<FinishSeasonResponse>(
      'POST',
      `/api/leagues/${league.id}/seasons/${season.id}/finish`,
    );
    expect(done.season.status).toBe('finished');
    // LRB6 has no re-draft: opening one is refused and opens no season.
    const deadline = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
    const redraftUrl = `/api/leagues/${league.id}/seasons/${season.id}/redraft`;
    expect(await refusal(comm.call('POST', redraftUrl, { deadline }))).toMatchObject({
      code: 'league/wrong-edition',
    });
    expect(await server.app.db.prisma.season.count({ where: { leagueId: league.id } })).toBe(1);
    expect(await server.app.db.prisma.redraft.count({ where: { leagueId: league.id } })).toBe(0);
    const carried = (await api.teamPage(coaches[0], dwarfs.id)).team;
    expect(carried).toMatchObject({
      status: 'approved',
      seasonId: null,
      treasury: after1.treasury,
      rerolls: after1.rerolls,
      record: after1.record,
    });
    expect(carried.players.map((p) => [p.id, p.spp, p.status])).toEqual(
      after1.players.map((p) => [p.id, p.spp, p.status]),
    );
    expect(carried.players.find((p) => p.id === hurt.id)?.missNextGame).toBe(false);

    // Season 2: both teams, as they stand, with the healed player back in the line-up.
    const season2 = await api.createSeason(comm, league.id);
    const fixtures2 = await api.schedule(comm, league.id, season2.id);
    expect(fixtures2).toHaveLength(1);
    expect([fixtures2[0]!.home.id, fixtures2[0]!.away.id].sort()).toEqual([dwarfs.id, elves.id].sort());
    const started2 = await api.start(coaches[1], league.id, fixtures2[0]!.id);
    const lm = await server.app.db.prisma.leagueMatch.findUniqueOrThrow({
      where: { fixtureId: fixtures2[0]!.id },
    });
    const side2 = fixtures2[0]!.home.id === dwarfs.id ? 'home' : 'away';
    const entries = (lm.kickoff as { lineups: Record<string, { entries: { playerId: string | null }[] }> })
      .lineups[side2]!.entries;
    expect(entries.map((e) => e.playerId)).toContain(hurt.id);
    await playOut(server, started2.match.id, 22);
    expect((await api.fixture(comm, league.id, fixtures2[0]!.id)).postGame?.applied).toBe(true);
    const after2 = (await api.teamPage(coaches[0], dwarfs.id)).team;
    expect(after2).toMatchObject({ seasonId: season2.id, record: { played: 2 } });
    const table = (s: string) =>
      comm.call<{ standings: StandingRow[] }>('GET', `/api/leagues/${league.id}/seasons/${s}/standings`);
    expect((await table(season2.id)).standings.map((r) => r.played)).toEqual([1, 1]);
    // Season 1's table still stands.
    expect((await table(season.id)).standings.map((r) => r.played)).toEqual([1, 1]);
  }, 300_000); // two whole matches played by bots
});

import type {
  LeadersResponse,
  PlayerPageResponse,
  PostGameVerifyResponse,
  TeamResponse,
} from '@dugout/client';
import { describe, expect, test } from 'vitest';
import { databaseKinds } from '../test-support/databases.js';
import { api, classicDraft, leagueServerFor, playOut, refusal } from '../test-support/leagues.js';

describe.each(databaseKinds())('classic (LRB6) Journeymen and careers on %s', (kind) => {
  const server = leagueServerFor(kind);

  test('a team short of 11 fields Journeymen; the coach hires one after the match; careers, the player page and the leaders follow the line-up', async () => {
    const comm = await server.coach('Jc');
    const league = await api.createLeague(comm, 'Journeymen Cup', { edition: 'classic' });
    const season = await api.createSeason(comm, league.id);
    const humanCoach = await server.coach('Jh');
    const orcCoach = await server.coach('Jo');
    const humans = await api.draft(
      humanCoach,
      league.id,
      classicDraft('Short Humans', 'human', { players: 11 }),
    );
    const orcs = await api.draft(orcCoach, league.id, classicDraft('Full Orcs', 'orc', { players: 11 }));
    for (const t of [humans, orcs]) await api.approve(comm, league.id, t.id);
    expect(humans.players).toHaveLength(11);
    // Two humans miss the next game: the fixture fields two Journeymen (Lineman, Loner) in their place.
    const [sick, sicker] = humans.players;
    for (const p of [sick!, sicker!])
      await server.app.db.prisma.leaguePlayer.update({ where: { id: p.id }, data: { missNextGame: true } });
    const scorer = humans.players.find((p) => p.positionId === 'lineman')!;

    const fixture = (await api.schedule(comm, league.id, season.id))[0]!;
    const home = fixture.home.id === humans.id ? 'home' : 'away';
    const started = await api.start(humanCoach, league.id, fixture.id);
    const lm = await server.app.db.prisma.leagueMatch.findUniqueOrThrow({ where: { fixtureId: fixture.id } });
    const lineup = (
      lm.kickoff as {
        lineups: Record<
          string,
          { entries: { number: number; playerId: string | null; positionId: string }[] }
        >;
      }
    ).lineups[home]!;
    expect(lineup.entries).toHaveLength(11);
    const journeymen = lineup.entries.filter((e) => e.playerId === null);
    expect(journeymen.map((e) => e.positionId)).toEqual(['lineman', 'lineman']);
    expect(lineup.entries.map((e) => e.playerId)).not.toContain(sick!.id);

    server.app.leagues.postGame.adjustSummary = (summary) => {
      for (const p of summary[home].players) {
        if (p.playerId === scorer.id) Object.assign(p, { played: true, touchdowns: 2, injury: null });
        if (p.playerId === null) Object.assign(p, { played: true, injury: null });
      }
      return summary;
    };
    await playOut(server, started.match.id, 11);
    expect((await api.fixture(comm, league.id, fixture.id)).postGame).toMatchObject({ applied: true });

    const after = (await api.teamPage(humanCoach, humans.id)).team;
    expect(after.journeymen?.map((j) => j.number).sort()).toEqual(journeymen.map((e) => e.number).sort());
    expect(after.journeymen?.every((j) => j.cost === 50_000 && j.positionId === 'lineman')).toBe(true);
    expect(after.players.find((p) => p.id === sick!.id)?.missNextGame).toBe(false);
    // Careers: games and touchdowns, not SPP only.
    expect(after.players.find((p) => p.id === scorer.id)?.career).toMatchObject({ games: 1, touchdowns: 2 });

    const number = journeymen[0]!.number;
    const hire = (c: typeof humanCoach, body: unknown) =>
      c.call<TeamResponse>('POST', `/api/teams/${humans.id}/classic-journeymen`, body);
    expect(await refusal(hire(humanCoach, { number: 'seven' }))).toMatchObject({
      code: 'validation/invalid-request',
      status: 400,
    });
    expect(await refusal(hire(orcCoach, { number }))).toMatchObject({ status: 403 });
    expect(await refusal(hire(humanCoach, { number: 99 }))).toMatchObject({ code: 'league/rule-refused' });
    expect((await api.teamPage(humanCoach, humans.id)).team.treasury).toBe(after.treasury);
    const { team: hired } = await hire(humanCoach, { number });
    expect(hired.treasury).toBe(after.treasury - 50_000);
    expect(hired.players.find((p) => p.number === number)).toMatchObject({
      name: `Journeyman #${number}`,
      positionId: 'lineman',
      status: 'active',
      career: { games: 1 },
    });
    expect(hired.journeymen).toHaveLength(1);
    expect(await refusal(hire(humanCoach, { number }))).toMatchObject({ code: 'league/rule-refused' });
    expect(
      await refusal(orcCoach.call('POST', `/api/teams/${orcs.id}/classic-journeymen`, { number: 12 })),
    ).toMatchObject({ code: 'league/rule-refused' });

    // The player page lists the fixtures the player was in the line-up of.
    const page = (id: string) => comm.call<PlayerPageResponse>('GET', `/api/players/${id}`);
    expect((await page(scorer.id)).matches.map((m) => m.id)).toEqual([fixture.id]);
    expect((await page(sick!.id)).matches).toEqual([]);
    const leaders = await comm.call<LeadersResponse>(
      'GET',
      `/api/leagues/${league.id}/seasons/${season.id}/leaders`,
    );
    expect(leaders.touchdowns.find((r) => r.player.id === scorer.id)?.value).toBeGreaterThanOrEqual(2);

    const verified = await comm.call<PostGameVerifyResponse>(
      'GET',
      `/api/leagues/${league.id}/fixtures/${fixture.id}/post-game/verify`,
    );
    expect(verified).toMatchObject({ ok: true, problems: [] });
  }, 300_000); // a whole match played by bots
});

import { createHash } from 'node:crypto';
import type { FixtureView, TeamPageResponse } from '@dugout/client';
import {
  type LeagueEvent,
  type MatchState,
  type MatchSummary,
  type PostGameChoices,
  runPostGame,
  SeededDice,
  startPostGame,
} from '@dugout/rules';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds } from '../test-support/databases.js';
import { api, humanDraft, orcDraft, playOut, refusal, setUpLeague } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';
import type { Kickoff } from './fixtures.js';

describe.each(databaseKinds())('league matches and their post-game on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(kind);
  });
  afterAll(() => server.close());
  afterEach(() => {
    server.app.leagues.postGame.failBetweenTeams = undefined;
    server.app.leagues.postGame.adjustSummary = undefined;
  });

  const prisma = () => server.app.db.prisma;
  const leagueMatchOf = (fixtureId: string) =>
    prisma().leagueMatch.findUniqueOrThrow({ where: { fixtureId } });

  /** A two-team league, scheduled, with its first fixture started by the home coach and played out. */
  async function playedFixture(seed: number) {
    const setup = await setUpLeague(server, [humanDraft('Home Side'), orcDraft('Away Side')], {
      homeAndAway: true,
    });
    const fixtures = await api.schedule(setup.commissioner, setup.league.id, setup.season.id);
    const fixture = fixtures.find((f) => f.round === 1)!;
    const homeCoach = setup.coaches[setup.teams.findIndex((t) => t.id === fixture.home.id)]!;
    const awayCoach = setup.coaches[setup.teams.findIndex((t) => t.id === fixture.away.id)]!;
    const before = {
      home: await api.teamPage(homeCoach, fixture.home.id),
      away: await api.teamPage(awayCoach, fixture.away.id),
    };
    const started = await api.start(homeCoach, setup.league.id, fixture.id);
    const state = await playOut(server, started.match.id, seed);
    return { ...setup, fixture, homeCoach, awayCoach, before, match: started.match, state };
  }

  test('a fixture is played through the match host; the post-game waits for the coaches, then runs on its own committed seed', async () => {
    const setup = await setUpLeague(server, [humanDraft('Starters'), orcDraft('Visitors')]);
    const [fixture] = await api.schedule(setup.commissioner, setup.league.id, setup.season.id);
    const home = setup.coaches[setup.teams.findIndex((t) => t.id === fixture!.home.id)]!;
    const away = setup.coaches[setup.teams.findIndex((t) => t.id === fixture!.away.id)]!;
    const outsider = await server.coach('Outsider');
    expect(await refusal(api.start(outsider, setup.league.id, fixture!.id))).toMatchObject({
      code: 'league/not-in-fixture',
      status: 403,
    });
    const started = await api.start(away, setup.league.id, fixture!.id);
    expect(started.fixture).toMatchObject({ status: 'live', matchId: started.match.id });
    expect(started.match.seats).toMatchObject({
      home: { coachId: (await home.me())!.id },
      away: { coachId: (await away.me())!.id },
    });
    expect(await refusal(api.start(home, setup.league.id, fixture!.id))).toMatchObject({
      code: 'league/fixture-not-playable',
    });
    // The match is created from the teams as they stand; the lobby cannot send such a team.
    const room = await server.app.host.room(started.match.id);
    const initial = room.state as MatchState;
    expect(initial.teams.home.name).toBe(fixture!.home.name);
    expect(initial.players.filter((p) => p.team === 'home')).toHaveLength(14);
    expect(
      await refusal(home.call('POST', '/api/matches/bot', { team: { prepared: { name: 'x' } } })),
    ).toMatchObject({ code: 'validation/invalid-request' });
    // No management while the team plays.
    expect(
      await refusal(
        home.call('POST', `/api/teams/${fixture!.home.id}/hire`, { positionId: 'human-lineman' }),
      ),
    ).toMatchObject({ code: 'league/team-busy', status: 409 });

    const final = await playOut(server, started.match.id, 11);
    let view = await api.fixture(home, setup.league.id, fixture!.id);
    expect(view.status).toBe('played');
    expect(view.postGame).toMatchObject({ stage: 'waiting', applied: false });
    const lm = await leagueMatchOf(fixture!.id);
    // The post-game reads its own seed from the start (issue 15): committed now, before any choice.
    expect(lm.diceStart).toBe(0);
    expect(view.postGame!.diceStart).toBe(0);
    type Seeds = { seeds: { purpose: string; commitment: string; seed: string | null }[] };
    const seedsOf = async () =>
      (await outsider.call<Seeds>('GET', `/api/teams/${fixture!.home.id}/dice-seeds`)).seeds.filter(
        (s) => s.purpose === 'post-game',
      );
    const committed = await seedsOf();
    expect(committed).toHaveLength(1);
    expect(committed[0]!.seed).toBeNull();

    const pending = view.postGame!.pending;
    expect(pending.home.mvpCandidates.length).toBeGreaterThan(0);
    expect(
      await refusal(
        outsider.call('POST', `/api/leagues/${setup.league.id}/fixtures/${fixture!.id}/post-game`, {}),
      ),
    ).toMatchObject({
      code: 'league/not-in-fixture',
    });
    expect(
      await refusal(
        home.call('POST', `/api/leagues/${setup.league.id}/fixtures/${fixture!.id}/post-game`, {
          mvpNominations: [99],
        }),
      ),
    ).toMatchObject({ code: 'league/rule-refused', status: 400 });
    const nominated = pending.home.mvpCandidates.slice(-2);
    view = (
      await home.call<{ fixture: FixtureView }>(
        'POST',
        `/api/leagues/${setup.league.id}/fixtures/${fixture!.id}/post-game`,
        { mvpNominations: nominated },
      )
    ).fixture;
    expect(view.postGame).toMatchObject({
      stage: 'waiting',
      pending: { home: { answered: true }, away: { answered: false } },
    });
    view = (
      await away.call<{ fixture: FixtureView }>(
        'POST',
        `/api/leagues/${setup.league.id}/fixtures/${fixture!.id}/post-game`,
        {},
      )
    ).fixture;
    await server.app.leagues.postGame.idle();
    view = await api.fixture(home, setup.league.id, fixture!.id);
    expect(view.postGame).toMatchObject({ stage: 'done', applied: true });
    expect(view.result).toMatchObject({
      played: true,
      homeTouchdowns: final.teams.home.score,
      awayTouchdowns: final.teams.away.score,
      conceded: null,
      overridden: false,
    });
    expect(
      await refusal(
        home.call('POST', `/api/leagues/${setup.league.id}/fixtures/${fixture!.id}/post-game`, {}),
      ),
    ).toMatchObject({ code: 'league/post-game-not-waiting', status: 409 });

    // Anyone can check the post-game: the same rules on the revealed seed from the recorded position.
    const applied = await leagueMatchOf(fixture!.id);
    const kickoff = applied.kickoff as unknown as Kickoff;
    const summary = applied.result as unknown as MatchSummary;
    const [revealed] = await seedsOf();
    expect(revealed!.commitment).toBe(committed[0]!.commitment);
    const seed = revealed!.seed!;
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(revealed!.commitment);
    const dice = new SeededDice(Buffer.from(seed, 'hex'), applied.diceStart!);
    const choices: PostGameChoices = {
      mvpNominations: { home: nominated },
      gettingEven: {},
      hireJourneymen: {},
    };
    const again = runPostGame(startPostGame(summary, kickoff.teams), choices, dice);
    expect(again.events).toEqual(applied.events);
    expect(applied.diceEnd).toBe(dice.position);
    const events = applied.events as unknown as LeagueEvent[];
    const mvp = events.filter((e) => e.type === 'mvp');
    expect(mvp).toHaveLength(2);
    const homeMvp = mvp.find((e) => e.team === 'home')!;
    expect(homeMvp.type === 'mvp' && nominated).toBeTruthy();

    // The rosters: winnings in the treasury, SPP on the players, the record in the team.
    const page = await api.teamPage(home, fixture!.home.id);
    // Winnings in, then Expensive Mistakes on what the treasury holds.
    const winnings = events.find((e) => e.type === 'winnings' && e.team === 'home');
    const mistake = events.find((e) => e.type === 'expensive-mistake' && e.team === 'home');
    expect(mistake?.type === 'expensive-mistake' && mistake.before).toBe(
      winnings?.type === 'winnings' ? winnings.treasury : -1,
    );
    expect(page.team.treasury).toBe(mistake?.type === 'expensive-mistake' ? mistake.after : -1);
    const tds = final.players.filter((p) => p.team === 'home').reduce((n, p) => n + p.record.touchdowns, 0);
    expect(page.team.players.reduce((n, p) => n + p.career.touchdowns, 0)).toBe(tds);
    expect(page.team.record.played).toBe(1);
    expect(page.history[0]).toMatchObject({ id: fixture!.id, status: 'played' });
    // And the match itself still verifies, and so does its post-game, through the API.
    expect((await server.app.host.verify(started.match.id)).ok).toBe(true);
    const check = await outsider.call<{
      ok: boolean;
      diceStart: number;
      diceEnd: number;
      problems: string[];
    }>('GET', `/api/leagues/${setup.league.id}/fixtures/${fixture!.id}/post-game/verify`);
    expect(check).toMatchObject({
      ok: true,
      problems: [],
      diceStart: 0,
      diceEnd: dice.position,
    });
    // A tampered record is caught.
    const tampered = structuredClone(applied.events) as unknown as LeagueEvent[];
    const w = tampered.find((e) => e.type === 'winnings')!;
    if (w.type === 'winnings') w.amount += 10_000;
    await prisma().leagueMatch.update({ where: { id: applied.id }, data: { events: tampered as never } });
    const caught = await outsider.call<{ ok: boolean; problems: string[] }>(
      'GET',
      `/api/leagues/${setup.league.id}/fixtures/${fixture!.id}/post-game/verify`,
    );
    expect(caught).toMatchObject({ ok: false, problems: ['the events differ from the record'] });
  });

  test('running the post-game twice changes nothing the second time', async () => {
    const played = await playedFixture(23);
    const lm = await leagueMatchOf(played.fixture.id);
    expect(await server.app.leagues.postGame.apply(lm.id)).toBe(true);
    const after = await api.teamPage(played.homeCoach, played.fixture.home.id);
    const afterAway = await api.teamPage(played.awayCoach, played.fixture.away.id);
    const applied = await leagueMatchOf(played.fixture.id);
    expect(await server.app.leagues.postGame.apply(lm.id)).toBe(false);
    await server.app.leagues.postGame.matchFinished(played.match.id);
    expect(await api.teamPage(played.homeCoach, played.fixture.home.id)).toEqual(after);
    expect(await api.teamPage(played.awayCoach, played.fixture.away.id)).toEqual(afterAway);
    expect(await leagueMatchOf(played.fixture.id)).toEqual(applied);
  });

  test('a crash in the middle of the post-game leaves both rosters as before the match', async () => {
    const played = await playedFixture(37);
    const lm = await leagueMatchOf(played.fixture.id);
    const runner = server.app.leagues.postGame;
    runner.failBetweenTeams = () => {
      throw new Error('simulated crash after the home team was written');
    };
    await expect(runner.apply(lm.id)).rejects.toThrow('simulated crash');
    // The rosters (and their audit logs) are exactly as before the match; only the fixture moved on.
    const strip = (p: TeamPageResponse) => ({ team: p.team, audit: p.audit });
    expect(strip(await api.teamPage(played.homeCoach, played.fixture.home.id))).toEqual(
      strip(played.before.home),
    );
    expect(strip(await api.teamPage(played.awayCoach, played.fixture.away.id))).toEqual(
      strip(played.before.away),
    );
    expect(await leagueMatchOf(played.fixture.id)).toMatchObject({
      applied: false,
      stage: 'waiting',
      events: [],
    });

    runner.failBetweenTeams = undefined;
    expect(await runner.apply(lm.id)).toBe(true);
    expect(await leagueMatchOf(played.fixture.id)).toMatchObject({ applied: true, stage: 'done' });
    const page = await api.teamPage(played.homeCoach, played.fixture.home.id);
    expect(page.team.record.played).toBe(1);
  });

  test('a concession: the other team wins it 2-0 (X-0 when already ahead), the conceding team earns no SPP', async () => {
    server.app.leagues.postGame.adjustSummary = (summary) => ({
      ...summary,
      conceded: { team: 'away', withoutPenalty: false },
    });
    const played = await playedFixture(53);
    const lm = await leagueMatchOf(played.fixture.id);
    expect(await server.app.leagues.postGame.apply(lm.id)).toBe(true);
    const view = await api.fixture(played.commissioner, played.league.id, played.fixture.id);
    expect(view.result).toMatchObject({
      conceded: 'away',
      awayTouchdowns: 0,
      // §3.21: 2-0, or X-0 when the winner was already ahead.
      homeTouchdowns:
        played.state.teams.home.score > played.state.teams.away.score ? played.state.teams.home.score : 2,
    });
    const events = (await leagueMatchOf(played.fixture.id)).events as unknown as LeagueEvent[];
    expect(events.filter((e) => e.type === 'spp' && e.team === 'away')).toEqual([]);
    const table = await played.commissioner.call<{
      standings: { team: { id: string }; wins: number; losses: number }[];
    }>('GET', `/api/leagues/${played.league.id}/seasons/${played.season.id}/standings`);
    expect(table.standings.find((r) => r.team.id === played.fixture.home.id)).toMatchObject({
      wins: 1,
      losses: 0,
    });
    expect(table.standings.find((r) => r.team.id === played.fixture.away.id)).toMatchObject({
      wins: 0,
      losses: 1,
    });
  });

  test('the post-game steps on the stored rosters: winnings with and without stalling, fans at 7 and at 1, expensive mistakes, a lasting injury at its limit', async () => {
    const setup = await setUpLeague(server, [humanDraft('Rich'), orcDraft('Poor')]);
    const [fixture] = await api.schedule(setup.commissioner, setup.league.id, setup.season.id);
    const home = setup.teams.find((t) => t.id === fixture!.home.id)!;
    const away = setup.teams.find((t) => t.id === fixture!.away.id)!;
    const hurt = home.players.find((p) => p.number === 2)!;
    const override = (teamId: string, body: object) =>
      setup.commissioner.call('POST', `/api/teams/${teamId}/override`, { reason: 'test set-up', ...body });
    await override(home.id, {
      team: { dedicatedFans: 7, treasury: 650_000 },
      player: { id: hurt.id, current: { av: 3 } },
    });
    await override(away.id, { team: { dedicatedFans: 1 } });
    server.app.leagues.postGame.adjustSummary = (summary) => ({
      ...summary,
      home: {
        ...summary.home,
        score: 2,
        stalled: false,
        players: summary.home.players.map((p) =>
          p.playerId === hurt.id
            ? {
                ...p,
                played: true,
                injury: 'lasting-injury' as const,
                lasting: 'av' as const,
                missNextGame: true,
              }
            : p,
        ),
      },
      away: { ...summary.away, score: 0, stalled: true },
    });
    const coach = setup.coaches[setup.teams.indexOf(home)]!;
    const started = await api.start(coach, setup.league.id, fixture!.id);
    await playOut(server, started.match.id, 71);
    server.app.leagues.postGame.adjustSummary = undefined;
    expect(await server.app.leagues.postGame.apply((await leagueMatchOf(fixture!.id)).id)).toBe(true);
    const events = (await leagueMatchOf(fixture!.id)).events as unknown as LeagueEvent[];
    const of = <T extends LeagueEvent['type']>(type: T, team: 'home' | 'away') =>
      events.find((e) => e.type === type && 'team' in e && e.team === team) as Extract<
        LeagueEvent,
        { type: T }
      >;

    const won = of('winnings', 'home');
    const stalled = of('winnings', 'away');
    expect(won).toMatchObject({
      touchdowns: 2,
      stalled: false,
      amount: (won.attendance / 2 + 2 + 1) * 10_000,
    });
    expect(stalled).toMatchObject({
      touchdowns: 0,
      stalled: true,
      amount: (stalled.attendance / 2) * 10_000,
    });
    // A winner at 7 and a loser at 1 roll nothing: the fans cannot move.
    expect(of('dedicated-fans', 'home')).toMatchObject({ roll: null, before: 7, after: 7 });
    expect(of('dedicated-fans', 'away')).toMatchObject({ roll: null, before: 1, after: 1 });
    // A lasting injury to AV 3+ cannot reduce it: Miss Next Game only.
    expect(events.find((e) => e.type === 'injury' && e.playerId === hurt.id)).toMatchObject({
      result: 'lasting-injury',
      missNextGame: true,
      reduced: null,
      dead: false,
    });
    // 650k and more is the top band: a D6 decides, and the treasury shows the outcome. The winnings come
    // in less the Treasury the bot spent on inducements at kick-off (§3.18).
    const mistake = of('expensive-mistake', 'home');
    expect(mistake.before).toBe(650_000 + won.amount - (won.inducements ?? 0));
    expect(mistake.roll).not.toBeNull();
    // The 600k+ column of the table (§4.10): 1–2 catastrophe, 3–4 major, 5–6 minor.
    const band = ['catastrophe', 'catastrophe', 'major', 'major', 'minor', 'minor'][mistake.roll! - 1];
    expect(mistake.result).toBe(band);
    if (band === 'major')
      expect(mistake.after).toBe(mistake.before - Math.floor(mistake.before / 2 / 5_000) * 5_000);
    if (band === 'minor') expect([10_000, 20_000, 30_000]).toContain(mistake.before - mistake.after);
    if (band === 'catastrophe') expect(mistake.after % 10_000 === 0 && mistake.after <= 120_000).toBe(true);
    const page = await api.teamPage(coach, home.id);
    expect(page.team.treasury).toBe(mistake.after);
    expect(page.team.dedicatedFans).toBe(7);
    expect(page.team.players.find((p) => p.id === hurt.id)).toMatchObject({
      missNextGame: true,
      current: { av: 3 },
    });
    const poor = of('expensive-mistake', 'away');
    if (poor.before < 100_000)
      expect(poor).toMatchObject({ roll: null, result: 'averted', after: poor.before });
  });

  test('a post-game left waiting when the server stopped runs when it starts again', async () => {
    const played = await playedFixture(41);
    const lm = await leagueMatchOf(played.fixture.id);
    // As after a restart: the deadline has passed and nothing is scheduled in this process.
    await prisma().leagueMatch.update({
      where: { id: lm.id },
      data: { deadline: new Date(Date.now() - 1000) },
    });
    await server.app.leagues.postGame.resume();
    expect(await leagueMatchOf(played.fixture.id)).toMatchObject({ applied: true });
  });

  test('Getting Even takes the keyword the coach chose and refuses a positional one; a niggle reaches the next match', async () => {
    const setup = await setUpLeague(server, [
      humanDraft('Victims'),
      orcDraft('Brutes'),
      humanDraft('Third'),
      orcDraft('Fourth'),
    ]);
    const fixtures = await api.schedule(setup.commissioner, setup.league.id, setup.season.id);
    const victims = setup.teams[0]!;
    const coach = setup.coaches[0]!;
    const games = fixtures
      .filter((f) => f.home.id === victims.id || f.away.id === victims.id)
      .sort((a, b) => a.round - b.round);
    expect(games).toHaveLength(3);
    const victim = victims.players.find((p) => p.number === 3)!;
    const first = games[0]!;
    const side = first.home.id === victims.id ? 'home' : 'away';
    const other = side === 'home' ? 'away' : 'home';
    const otherCoach = setup.coaches[setup.teams.findIndex((t) => t.id === first[other].id)]!;

    // The bots rarely hurt anyone badly: the match record is given a Serious Injury caused by #5.
    server.app.leagues.postGame.adjustSummary = (summary) => {
      const causer = summary[other].players.find((p) => p.number === 5)!;
      const keywords = setup.teams
        .find((t) => t.id === first[other].id)!
        .players.find((p) => p.number === 5)!.keywords;
      return {
        ...summary,
        [side]: {
          ...summary[side],
          players: summary[side].players.map((p) =>
            p.playerId === victim.id
              ? {
                  ...p,
                  played: true,
                  injury: 'serious-injury' as const,
                  nigglingGained: 1,
                  missNextGame: true,
                  injuredBy: `${other}-${causer.number}`,
                  injuredByKeywords: [...keywords],
                }
              : p,
          ),
        },
      };
    };
    const started = await api.start(coach, setup.league.id, first.id);
    await playOut(server, started.match.id, 5);
    server.app.leagues.postGame.adjustSummary = undefined;
    const waiting = await api.fixture(coach, setup.league.id, first.id);
    expect(waiting.postGame!.pending[side].gettingEven).toMatchObject({ [victim.id]: ['Orc'] });
    const url = `/api/leagues/${setup.league.id}/fixtures/${first.id}/post-game`;
    const positional = await refusal(coach.call('POST', url, { gettingEven: { [victim.id]: 'Lineman' } }));
    expect(positional).toMatchObject({
      code: 'league/rule-refused',
      status: 400,
      details: { rule: 'positional-keyword' },
    });
    const foreign = await refusal(coach.call('POST', url, { gettingEven: { [victim.id]: 'Elf' } }));
    expect(foreign).toMatchObject({
      code: 'league/rule-refused',
      details: { rule: 'keyword-not-on-causer' },
    });
    await coach.call('POST', url, { gettingEven: { [victim.id]: 'Orc' } });
    await otherCoach.call('POST', url, {});
    await server.app.leagues.postGame.idle();

    const lm = await leagueMatchOf(first.id);
    expect(lm.applied).toBe(true);
    const ge = (lm.events as unknown as LeagueEvent[]).find(
      (e) => e.type === 'getting-even' && e.playerId === victim.id,
    )!;
    expect(ge).toMatchObject({ team: side, playerId: victim.id, keyword: 'Orc' });
    const gained = ge.type === 'getting-even' && ge.gained;
    expect(gained).toBe(ge.type === 'getting-even' && (ge.roll ?? 0) >= 4);
    let page = await api.teamPage(coach, victims.id);
    let hurt = page.team.players.find((p) => p.id === victim.id)!;
    expect(hurt).toMatchObject({ niggling: 1, missNextGame: true, status: 'active' });
    expect(hurt.hatreds).toEqual(gained ? [{ keyword: 'Orc', source: 'acquired' }] : []);
    expect(page.team.ctv).toBeLessThan(page.team.tv + 1);

    // Next game: the player misses it (not in the line-up).
    const second = games[1]!;
    const secondSide = second.home.id === victims.id ? 'home' : 'away';
    const next = await api.start(coach, setup.league.id, second.id);
    const room = await server.app.host.room(next.match.id);
    const shirts = (room.state as MatchState).players
      .filter((p) => p.team === secondSide)
      .map((p) => p.number);
    expect(shirts).not.toContain(3);
    await playOut(server, next.match.id, 6);
    await server.app.leagues.postGame.apply((await leagueMatchOf(second.id)).id);
    page = await api.teamPage(coach, victims.id);
    hurt = page.team.players.find((p) => p.id === victim.id)!;
    expect(hurt).toMatchObject({ niggling: 1, missNextGame: false });

    // The game after: back on the pitch with the niggle, which adds +1 to any casualty roll against him.
    const third = games[2]!;
    const thirdSide = third.home.id === victims.id ? 'home' : 'away';
    const later = await api.start(coach, setup.league.id, third.id);
    const laterRoom = await server.app.host.room(later.match.id);
    const back = (laterRoom.state as MatchState).players.find((p) => p.team === thirdSide && p.number === 3)!;
    expect(back.niggling).toBe(1);
    expect(back.skills.some((s) => s.id === 'hatred' && s.value === 'Orc')).toBe(gained);
  });
});

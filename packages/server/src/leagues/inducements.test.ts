import type { FixtureView, MatchInducementsView } from '@dugout/client';
import type { Command, LeagueEvent, MatchState, MatchSummary } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds } from '../test-support/databases.js';
import { api, humanDraft, playOut, refusal, setUpLeague } from '../test-support/leagues.js';
import { startMatchServer } from '../test-support/matches.js';

/**
 * §3.18 in a league fixture: the higher-CTV team buys first from its Treasury; the other gets petty cash
 * (the CTV gap + what the first spent), may add up to 50k of its Treasury and loses what it leaves; the
 * post-game charges the Treasury part, Stars and Mercenaries earn nothing and the record keeps it all.
 */
describe.each(databaseKinds())('inducements in a league fixture on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(kind);
  });
  afterAll(() => server.close());

  const buy = (choice: string): Command => ({ type: 'choose', choice });
  const DONE: Command = { type: 'done' };

  /**
   * Two Human teams 300k of CTV apart (the other lacks the Blitzers, the re-rolls and the Apothecary, and
   * has 2 Assistant Coaches), with the given Treasuries; their fixture started.
   */
  async function fixture300kApart(treasury: { rich: number; lean: number }) {
    const setup = await setUpLeague(server, [
      humanDraft('Rich Side'),
      humanDraft('Lean Side', {
        players: [
          ...Array.from({ length: 11 }, (_, i) => ({ number: i + 1, positionId: 'human-lineman' })),
          { number: 14, positionId: 'human-thrower' },
        ],
        rerolls: 0,
        apothecary: false,
        assistantCoaches: 2,
        captain: 1,
      }),
    ]);
    const [rich, lean] = setup.teams as [(typeof setup.teams)[0], (typeof setup.teams)[0]];
    for (const [team, gold] of [
      [rich, treasury.rich],
      [lean, treasury.lean],
    ] as const) {
      await setup.commissioner.call('POST', `/api/teams/${team.id}/override`, {
        reason: 'test set-up',
        team: { treasury: gold },
      });
    }
    const [f] = await api.schedule(setup.commissioner, setup.league.id, setup.season.id);
    const side = (teamId: string): 'home' | 'away' => (f!.home.id === teamId ? 'home' : 'away');
    const coachOf = (teamId: string) => setup.coaches[setup.teams.findIndex((t) => t.id === teamId)]!;
    const before = {
      rich: (await api.teamPage(coachOf(rich.id), rich.id)).team,
      lean: (await api.teamPage(coachOf(lean.id), lean.id)).team,
    };
    const started = await api.start(coachOf(rich.id), setup.league.id, f!.id);
    const room = await server.app.host.room(started.match.id);
    let n = 0;
    const play = async (teamId: string, commands: Command[]) => {
      const seat = side(teamId);
      for (const command of commands)
        await room.submit({ seat, id: room.meta.seats[seat]!.coachId! }, `induce-${n++}`, command);
    };
    return {
      ...setup,
      fixture: f!,
      rich: { ...rich, side: side(rich.id), coach: coachOf(rich.id) },
      lean: { ...lean, side: side(lean.id), coach: coachOf(lean.id) },
      before,
      matchId: started.match.id,
      room,
      play,
    };
  }

  const eventsOf = async (fixtureId: string) =>
    (await server.app.db.prisma.leagueMatch.findUniqueOrThrow({ where: { fixtureId } }))
      .events as unknown as LeagueEvent[];

  /** Runs the post-game now (the coaches' choices take their defaults). */
  async function postGame(fixtureId: string) {
    const lm = await server.app.db.prisma.leagueMatch.findUniqueOrThrow({ where: { fixtureId } });
    expect(await server.app.leagues.postGame.apply(lm.id)).toBe(true);
    return {
      events: await eventsOf(fixtureId),
      summary: lm.result as unknown as MatchSummary,
    };
  }

  const winnings = (events: LeagueEvent[], side: 'home' | 'away') =>
    events.find((e) => e.type === 'winnings' && e.team === side) as Extract<
      LeagueEvent,
      { type: 'winnings' }
    >;
  const mistake = (events: LeagueEvent[], side: 'home' | 'away') =>
    events.find((e) => e.type === 'expensive-mistake' && e.team === side) as Extract<
      LeagueEvent,
      { type: 'expensive-mistake' }
    >;

  test('300k apart: the lower team buys a Star with petty cash plus 40k of its Treasury; the post-game charges exactly the Treasury parts', async () => {
    const f = await fixture300kApart({ rich: 200_000, lean: 120_000 });
    expect(f.before.rich.ctv - f.before.lean.ctv).toBe(300_000);

    // The higher team buys first, from its Treasury only; the lower one has the gap and 50k of its 120k.
    let state = f.room.state as MatchState;
    expect(state.decision).toMatchObject({ kind: 'inducements', team: f.rich.side });
    expect(state.inducements?.mode).toBe('league');
    expect(state.inducements?.sides[f.rich.side]).toMatchObject({ pettyCash: 0, treasury: 200_000 });
    expect(state.inducements?.sides[f.lean.side]).toMatchObject({ pettyCash: 300_000, treasury: 50_000 });

    await f.play(f.rich.id, [buy('buy:bribes'), DONE]);
    state = f.room.state as MatchState;
    // Petty cash = the 300k gap + the 100k the higher team spent.
    expect(state.decision).toMatchObject({ kind: 'inducements', team: f.lean.side });
    expect(state.inducements?.sides[f.lean.side].pettyCash).toBe(400_000);
    // A Bribe (100k) then Morg 'n' Thorg (340k): 400k of petty cash and 40k of the Treasury.
    await f.play(f.lean.id, [buy('buy:bribes'), buy('buy:star-player:morg-n-thorg'), DONE]);
    state = f.room.state as MatchState;
    expect(state.inducements?.sides[f.lean.side]).toMatchObject({
      spentPettyCash: 400_000,
      spentTreasury: 40_000,
      lost: 0,
    });
    const morg = state.players.find((p) => p.id === `${f.lean.side}-star-morg-n-thorg`);
    expect(morg?.name).toBe("Morg 'n' Thorg");

    // The purses are stored with the match: its replay starts from them, and it verifies.
    const stored = await server.app.db.prisma.match.findUniqueOrThrow({ where: { id: f.matchId } });
    expect((stored.options as { inducements: unknown }).inducements).toEqual({
      mode: 'league',
      ctv: { [f.rich.side]: f.before.rich.ctv, [f.lean.side]: f.before.lean.ctv },
      treasury: { [f.rich.side]: 200_000, [f.lean.side]: 120_000 },
    });
    const initial = (await f.rich.coach.replay(f.matchId, 0, { steps: false })).view as MatchState;
    expect(initial.decision).toMatchObject({ kind: 'inducements', team: f.rich.side });

    const final = await playOut(server, f.matchId, 7);
    expect((await server.app.host.verify(f.matchId)).ok).toBe(true);
    const { events, summary } = await postGame(f.fixture.id);

    // Treasury: the winnings in, the Treasury spent on inducements out (petty cash never was Treasury).
    const richWon = winnings(events, f.rich.side);
    const leanWon = winnings(events, f.lean.side);
    expect(richWon.inducements).toBe(100_000);
    expect(leanWon.inducements).toBe(40_000);
    expect(richWon.treasury).toBe(200_000 + richWon.amount - 100_000);
    expect(leanWon.treasury).toBe(120_000 + leanWon.amount - 40_000);
    const after = {
      rich: await api.teamPage(f.rich.coach, f.rich.id),
      lean: await api.teamPage(f.lean.coach, f.lean.id),
    };
    expect(after.rich.team.treasury).toBe(mistake(events, f.rich.side).after);
    expect(mistake(events, f.rich.side).before).toBe(richWon.treasury);
    expect(after.lean.team.treasury).toBe(mistake(events, f.lean.side).after);
    expect(mistake(events, f.lean.side).before).toBe(leanWon.treasury);

    // The Star is in no line-up: no SPP, no casualty, no roster change, whatever he did in the match.
    expect(summary[f.lean.side].players.map((p) => p.number)).not.toContain(morg!.number);
    const starIds = new Set(summary[f.lean.side].inducements?.bought.flatMap((b) => b.players ?? []));
    expect(starIds).toEqual(new Set([morg!.id]));
    const rewarded = events.flatMap((e) => (e.type === 'spp' || e.type === 'mvp' ? [e.number] : []));
    for (const e of events)
      if ((e.type === 'spp' || e.type === 'mvp') && e.team === f.lean.side)
        expect(f.before.lean.players.map((p) => p.number)).toContain(e.number);
    expect(rewarded.length).toBeGreaterThan(0);
    expect(events.some((e) => e.type === 'injury' && e.playerId.includes('star'))).toBe(false);
    expect(after.lean.team.players.map((p) => p.id).sort()).toEqual(
      f.before.lean.players.map((p) => p.id).sort(),
    );
    expect(final.players.some((p) => p.id === morg!.id)).toBe(true);

    // The record keeps every purchase, and the team pages show them match by match.
    const expected: Record<'rich' | 'lean', MatchInducementsView> = {
      rich: {
        bought: [{ item: 'bribes', cost: 100_000, pettyCash: 0, treasury: 100_000 }],
        pettyCash: 0,
        treasury: 100_000,
        lost: 0,
      },
      lean: {
        bought: [
          { item: 'bribes', cost: 100_000, pettyCash: 100_000, treasury: 0 },
          {
            item: 'star-player',
            cost: 340_000,
            star: 'morg-n-thorg',
            starName: "Morg 'n' Thorg",
            pettyCash: 300_000,
            treasury: 40_000,
          },
        ],
        pettyCash: 400_000,
        treasury: 40_000,
        lost: 0,
      },
    };
    const inHistory = (page: { history: FixtureView[] }) =>
      page.history.find((h) => h.id === f.fixture.id)!.inducements;
    for (const page of [after.rich, after.lean])
      expect(inHistory(page)).toEqual({
        [f.rich.side]: expected.rich,
        [f.lean.side]: expected.lean,
      });
  });

  test('petty cash left unspent is lost, none of the Treasury is charged, and a Mercenary stays off the roster', async () => {
    const f = await fixture300kApart({ rich: 0, lean: 500_000 });
    // The higher team has no Treasury, so it cannot buy: the lower team buys at once.
    let state = f.room.state as MatchState;
    expect(state.decision).toMatchObject({ kind: 'inducements', team: f.lean.side });
    await f.play(f.lean.id, [buy('buy:mercenary:human-lineman'), DONE]);
    state = f.room.state as MatchState;
    // A Mercenary Lineman: 50k + 30k, out of the 300k of petty cash; 220k is lost.
    expect(state.inducements?.sides[f.lean.side]).toMatchObject({
      spentPettyCash: 80_000,
      spentTreasury: 0,
      lost: 220_000,
    });
    const [mercId] = state.inducements?.sides[f.lean.side].bought[0]?.players ?? [];
    const merc = state.players.find((p) => p.id === mercId);
    expect(merc?.name).toBe('Mercenary Human Lineman');
    await playOut(server, f.matchId, 5);
    const { events, summary } = await postGame(f.fixture.id);
    const leanWon = winnings(events, f.lean.side);
    expect(leanWon.inducements).toBeUndefined();
    expect(leanWon.treasury).toBe(500_000 + leanWon.amount);
    expect(summary[f.lean.side].players.map((p) => p.number)).not.toContain(merc!.number);
    const page = await api.teamPage(f.lean.coach, f.lean.id);
    expect(page.team.players).toHaveLength(f.before.lean.players.length);
    expect(page.history.find((h) => h.id === f.fixture.id)!.inducements?.[f.lean.side]).toEqual({
      bought: [
        { item: 'mercenary', cost: 80_000, position: 'human-lineman', pettyCash: 80_000, treasury: 0 },
      ],
      pettyCash: 80_000,
      treasury: 0,
      lost: 220_000,
    });
  });

  test('equal CTV: neither team may use its Treasury, so the fixture has no inducement step', async () => {
    const setup = await setUpLeague(server, [humanDraft('Twin A'), humanDraft('Twin B')]);
    const [f] = await api.schedule(setup.commissioner, setup.league.id, setup.season.id);
    const started = await api.start(setup.coaches[0]!, setup.league.id, f!.id);
    const state = (await server.app.host.room(started.match.id)).state as MatchState;
    expect(state.inducements?.mode).toBe('league');
    expect(state.decision?.kind).not.toBe('inducements');
    expect(state.inducements?.sides.home).toMatchObject({ pettyCash: 0, treasury: 0 });
  });

  test('a table cannot claim league purses: the options and the seat choices refuse them', async () => {
    const host = await server.coach('Forger');
    const purses = {
      mode: 'league',
      ctv: { home: 1_000_000, away: 100_000 },
      treasury: { home: 0, away: 0 },
    };
    expect(
      await refusal(
        host.openTable({ game: 'blood-bowl', options: { inducements: purses }, choice: { roster: 'human' } }),
      ),
    ).toMatchObject({ code: 'table/invalid-options', message: expect.stringMatching(/inducements/) });
    expect(
      await refusal(
        host.openTable({
          game: 'blood-bowl',
          options: { inducements: { budget: 100_000, ...purses } },
          choice: { roster: 'human' },
        }),
      ),
    ).toMatchObject({ code: 'table/invalid-options' });
    expect(
      await refusal(host.openTable({ game: 'blood-bowl', choice: { roster: 'human', inducements: purses } })),
    ).toMatchObject({ code: 'match/invalid-team' });
  });
});

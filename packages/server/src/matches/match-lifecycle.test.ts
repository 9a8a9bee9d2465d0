import { createHash } from 'node:crypto';
import { type MatchEnded, MatchError, type TurnClock } from '@dugout/client';
import { hashState, type MatchState } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import { touchdownPolicy } from '../games/blood-bowl/test-support/policy.js';
import { canonicalJson, sha256Hex } from '../host/canonical.js';
import { ManualClock } from '../host/clock.js';
import { CommandRejected, type GameModule } from '../host/game-module.js';
import { databaseKinds } from '../test-support/databases.js';
import { startMatchServer, until } from '../test-support/matches.js';

async function rejection(promise: Promise<unknown>): Promise<MatchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MatchError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

/** What every tiny two-seat test game shares: its seats, no options, no secrets, a forfeit on leaving. */
const twoSeats = {
  version: 'test-1',
  seats: { kind: 'fixed', seats: ['home', 'away'] },
  optionsSchema: z.object({}),
  prepare: () => ({}),
  viewFor: (s: unknown) => s,
  eventsFor: (e: readonly unknown[]) => [...e],
  hash: (s: unknown) => sha256Hex(canonicalJson(s)),
  onLeave: (_s: unknown, seat: string) => {
    const winner = seat === 'home' ? 'away' : 'home';
    return {
      kind: 'forfeit',
      result: {
        winner,
        seats: { [winner]: { result: 'win' }, [seat]: { result: 'loss' } },
        reason: 'forfeit',
      },
    };
  },
} as const satisfies Partial<GameModule>;

/** A tiny game whose `boom` command makes the module throw: the host must fail that command only. */
const counterGame: GameModule<{ n: number }, { type: 'inc' | 'boom' | 'bad' }, string> = {
  ...twoSeats,
  id: 'counter',
  commandSchema: z.object({ type: z.enum(['inc', 'boom', 'bad']) }),
  create: () => ({ state: { n: 0 }, events: [] }),
  whoMustAct: (s) => [s.n % 2 === 0 ? 'home' : 'away'],
  apply(state, command) {
    if (command.type === 'boom') throw new TypeError('the module has a bug');
    if (command.type === 'bad') throw new CommandRejected('match/illegal-choice', 'not allowed');
    return { state: { n: state.n + 1 }, events: [`inc to ${state.n + 1}`] };
  },
  result: (s) =>
    s.n >= 3
      ? { winner: 'home', seats: { home: { result: 'win' }, away: { result: 'loss' } }, reason: 'played' }
      : undefined,
};

/** A game with turns where the player whose turn it is may make the opponent decide something. */
type ClockState = { turn: 'home' | 'away'; number: number; asking: boolean };
const clockGame: GameModule<ClockState, { type: 'ask' | 'answer' | 'end' }, string> = {
  ...twoSeats,
  id: 'clock',
  commandSchema: z.object({ type: z.enum(['ask', 'answer', 'end']) }),
  create: () => ({ state: { turn: 'home', number: 1, asking: false }, events: [] }),
  whoMustAct: (s) => [s.asking ? (s.turn === 'home' ? 'away' : 'home') : s.turn],
  apply(s, c) {
    if (c.type === 'ask') return { state: { ...s, asking: true }, events: [] };
    if (c.type === 'answer') return { state: { ...s, asking: false }, events: [] };
    return {
      state: { turn: s.turn === 'home' ? 'away' : 'home', number: s.number + 1, asking: false },
      events: [],
    };
  },
  result: () => undefined,
  clock: (s, agreed) => ({
    key: String(s.number),
    kind: 'turn',
    seats: [s.turn],
    budgetMs: agreed.turnSeconds * 1000,
    onExpiry: 'claim',
  }),
  timeoutCommand: (s, seat) => (s.turn === seat && !s.asking ? { type: 'end' } : undefined),
};

describe.each(databaseKinds())('match lifecycle on %s', (kind) => {
  const clock = new ManualClock();
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(
      kind,
      { games: [bloodBowlModule(), counterGame, clockGame], clock },
      { TURN_SECONDS: '60' },
    );
  });
  afterAll(() => server.close());

  async function twoCoaches(game?: 'counter' | 'clock') {
    const home = await server.coach('Home');
    const away = await server.coach('Away');
    const seats = {
      home: { participant: { kind: 'coach' as const, coachId: (await home.me())!.id, name: home.name } },
      away: { participant: { kind: 'coach' as const, coachId: (await away.me())!.id, name: away.name } },
    };
    const match = game
      ? await server.app.host.create({ game, seats })
      : (
          await away.acceptChallenge(
            (
              await home.challenge({ team: { roster: 'human' }, to: away.name })
            ).id,
            { team: { roster: 'dwarf' } },
          )
        ).match;
    return { home, away, match };
  }

  /** Plays the test policy straight into the room (no sockets) until `stop` holds or the match ends. */
  async function drive(matchId: string, stop: (s: MatchState) => boolean, max = 5000) {
    const room = await server.app.host.room(matchId);
    const seatId = (seat: string) => room.meta.seats[seat]!.coachId!;
    for (let i = 0; i < max && room.live; i++) {
      const s = room.state as MatchState;
      if (stop(s)) return s;
      await room.submit(
        { seat: s.decision!.team, id: seatId(s.decision!.team) },
        `drive-${i}`,
        touchdownPolicy(s),
      );
    }
    return room.state as MatchState;
  }

  test('turn clock: the opponent may end the turn only after it has run out; it pauses while the opponent decides', async () => {
    const { home, away, match } = await twoCoaches();
    const clocks: (TurnClock | null)[] = [];
    const conns = {
      home: server.track(await home.joinMatch(match.id, { listeners: { clock: (c) => clocks.push(c) } })),
      away: server.track(await away.joinMatch(match.id)),
    };
    // A decision that offers to end the turn, so that timing out ends it (not only answers a block die).
    const s = await drive(
      match.id,
      (st) =>
        st.turnState !== null &&
        st.decision?.team === st.turnState.team &&
        st.decision.options.some((o) => o.type === 'end-turn'),
    );
    const turnTeam = s.turnState!.team;
    const opponent = turnTeam === 'home' ? conns.away : conns.home;
    const room = await server.app.host.room(match.id);
    expect(room.clock()).toMatchObject({
      seat: turnTeam,
      running: true,
      turnSeconds: 60,
      remainingMs: 60_000,
    });
    clock.advance(30_000);
    expect(room.clock()?.remainingMs).toBe(30_000);
    const early = await rejection(opponent.endOpponentTurn());
    expect(early.code).toBe('match/timer-running');
    const own = turnTeam === 'home' ? conns.home : conns.away;
    expect((await rejection(own.endOpponentTurn())).code).toBe('match/not-your-turn');
    clock.advance(30_001);
    await until(() => clocks.some((c) => c?.expired), 'clock expiry broadcast');
    const seqBefore = room.seq;
    const ack = await opponent.endOpponentTurn();
    expect(ack.seq).toBeGreaterThan(seqBefore);
    const after = room.state as MatchState;
    expect(after.turnState?.team === turnTeam && after.teams[turnTeam].turn === s.teams[turnTeam].turn).toBe(
      false,
    );
  });

  test('the turn clock pauses while the opponent must decide, and restarts full on the next turn', async () => {
    const { home, away, match } = await twoCoaches('clock');
    const h = server.track(await home.joinMatch(match.id));
    const a = server.track(await away.joinMatch(match.id));
    const room = await server.app.host.room(match.id);
    expect(room.clock()).toMatchObject({ seat: 'home', running: true, remainingMs: 60_000 });
    clock.advance(20_000);
    await h.send({ type: 'ask' });
    expect(room.clock()).toMatchObject({ seat: 'home', running: false, remainingMs: 40_000 });
    clock.advance(100_000);
    expect(room.clock()).toMatchObject({ running: false, remainingMs: 40_000, expired: false });
    expect((await rejection(a.endOpponentTurn())).code).toBe('match/timer-running');
    await a.send({ type: 'answer' });
    expect(room.clock()).toMatchObject({ seat: 'home', running: true, remainingMs: 40_000 });
    clock.advance(40_000);
    expect(room.clock()?.expired).toBe(true);
    await a.endOpponentTurn();
    expect(room.state).toEqual({ turn: 'away', number: 2, asking: false });
    expect(room.clock()).toMatchObject({ seat: 'away', running: true, remainingMs: 60_000 });
    const log = await server.app.db.prisma.matchCommand.findMany({
      where: { matchId: match.id },
      orderBy: { seq: 'asc' },
    });
    expect(log.map((c) => [c.seat, c.actor])).toEqual([
      ['home', (await home.me())!.id],
      ['away', (await away.me())!.id],
      ['home', 'timeout'],
    ]);
  });

  test('server-made commands take no client id: a coach who pre-sends "timeout-n" ids cannot block the clock (issue 15)', async () => {
    const { home, away, match } = await twoCoaches('clock');
    const h = server.track(await home.joinMatch(match.id));
    const a = server.track(await away.joinMatch(match.id));
    // The attack: the stalling coach uses the ids the server once gave its own clock commands.
    expect(await h.send({ type: 'ask' }, 'timeout-4')).toEqual({ seq: 1, duplicate: false });
    await a.send({ type: 'answer' }, 'timeout-5');
    expect(await h.send({ type: 'ask' }, 'timeout-3')).toEqual({ seq: 3, duplicate: false });
    await a.send({ type: 'answer' }, 'bot-5');
    clock.advance(60_000);
    const room = await server.app.host.room(match.id);
    expect(room.clock()?.expired).toBe(true);
    const ended = await a.endOpponentTurn();
    expect(ended).toEqual({ seq: 5, duplicate: false });
    expect(room.state).toMatchObject({ turn: 'away', number: 2 });
    const log = await server.app.db.prisma.matchCommand.findMany({
      where: { matchId: match.id },
      orderBy: { seq: 'asc' },
    });
    expect(log.map((c) => [c.seat, c.actor === 'timeout' ? 'timeout' : 'coach', c.clientId])).toEqual([
      ['home', 'coach', 'timeout-4'],
      ['away', 'coach', 'timeout-5'],
      ['home', 'coach', 'timeout-3'],
      ['away', 'coach', 'bot-5'],
      ['home', 'timeout', null],
    ]);
    // A client id only recognises that seat's own resend.
    expect(await h.send({ type: 'end' }, 'timeout-4')).toEqual({ seq: 1, duplicate: true });
    expect(await a.send({ type: 'end' }, 'timeout-4')).toEqual({ seq: 6, duplicate: false });
  });

  test('forfeit: claimable only after the grace period of the opponent being away', async () => {
    const { home, away, match } = await twoCoaches();
    const ended: MatchEnded[] = [];
    const homeConn = server.track(
      await home.joinMatch(match.id, { listeners: { ended: (e) => ended.push(e) } }),
    );
    const awayConn = await away.joinMatch(match.id);
    expect((await rejection(homeConn.claimForfeit())).code).toBe('match/opponent-connected');
    awayConn.socket.disconnect();
    await until(() => homeConn.snapshot !== undefined, 'joined');
    await new Promise((r) => setTimeout(r, 50));
    const early = await rejection(homeConn.claimForfeit());
    expect(early.code).toBe('match/grace-not-over');
    expect(early.details).toEqual({ remainingSeconds: 300 });
    clock.advance(300_000);
    const { result } = await homeConn.claimForfeit();
    expect(result).toEqual({
      winner: 'home',
      seats: { home: { result: 'win' }, away: { result: 'loss' } },
      reason: 'forfeit',
    });
    await until(() => ended.length === 1, 'match:ended');
    const summary = await home.match(match.id);
    expect(summary.status).toBe('finished');
    expect(summary.seed).toBe(ended[0]!.seed);
    expect(createHash('sha256').update(Buffer.from(summary.seed!, 'hex')).digest('hex')).toBe(
      match.seedCommitment,
    );
    expect((await rejection(homeConn.send({ type: 'done' }))).code).toBe('match/finished');
    expect((await home.matches('recent')).map((m) => m.id)).toContain(match.id);
  });

  test('verify: a finished match checks out from its revealed seed; a tampered log does not', async () => {
    const { home, match } = await twoCoaches();
    await expect(home.verify(match.id)).rejects.toMatchObject({ code: 'match/not-finished', status: 409 });
    const final = await drive(match.id, () => false, 20_000);
    expect(final.finished).toBe(true);
    const report = await home.verify(match.id);
    expect(report).toMatchObject({ ok: true, commitmentMatches: true, problems: [] });
    expect(report.commandsChecked).toBe((await home.match(match.id)).seq);
    const prisma = server.app.db.prisma;
    const row = await prisma.matchCommand.findFirstOrThrow({ where: { matchId: match.id, seq: 7 } });
    const events = row.events as { kind: string; natural?: number[] }[];
    const tampered = events.map((e) =>
      e.kind === 'roll' ? { ...e, natural: e.natural!.map((n) => (n % 6) + 1) } : e,
    );
    await prisma.matchCommand.update({
      where: { matchId_seq: { matchId: match.id, seq: 7 } },
      data: {
        events: tampered.some((e, i) => e !== events[i])
          ? tampered
          : [...events, { kind: 'note', text: 'forged' }],
      },
    });
    const bad = await home.verify(match.id);
    expect(bad.ok).toBe(false);
    // The record no longer links into the hash chain, and replaying it gives other events.
    expect(bad.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/command 7: its record does not link into the log's hash chain/),
        expect.stringMatching(/command 7: the events differ/),
      ]),
    );
  });

  test('replay: every step with its events, and the view at any step forwards and backwards', async () => {
    const { home, match } = await twoCoaches();
    await drive(match.id, (s) => s.turnState !== null);
    const seq = (await home.match(match.id)).seq;
    const cursor = await home.replayCursor(match.id);
    expect(cursor.length).toBe(seq);
    expect(cursor.at).toBe(0);
    const start = (await cursor.view()) as MatchState;
    const one = (await cursor.forward()) as MatchState;
    expect(cursor.at).toBe(1);
    expect(one).not.toEqual(start);
    expect(await cursor.back()).toEqual(start);
    const last = (await cursor.view(seq)) as MatchState;
    const room = await server.app.host.room(match.id);
    expect(last).toEqual(JSON.parse(JSON.stringify(room.state)));
    expect(cursor.replay.steps.map((s) => s.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    expect(cursor.replay.recipient).toBe('home');
    const anonymous = await fetch(`${server.baseUrl}/api/matches/${match.id}/replay`).then((r) => r.json());
    expect(anonymous.recipient).toBe('spectator');
  });

  test('a module that throws fails that command only: nothing changes, other matches play on', async () => {
    const a = await twoCoaches('counter');
    const b = await twoCoaches('counter');
    const connA = server.track(await a.home.joinMatch(a.match.id));
    const connB = server.track(await b.home.joinMatch(b.match.id));
    expect(await connA.send({ type: 'inc' })).toEqual({ seq: 1, duplicate: false });
    const awayA = server.track(await a.away.joinMatch(a.match.id));
    const boom = await rejection(awayA.send({ type: 'boom' }));
    expect(boom.code).toBe('match/command-failed');
    expect(boom.message).not.toMatch(/bug|TypeError|\n\s+at /);
    expect((await rejection(awayA.send({ type: 'bad' }))).code).toBe('match/illegal-choice');
    expect((await server.app.host.room(a.match.id)).state).toEqual({ n: 1 });
    expect(await awayA.send({ type: 'inc' })).toEqual({ seq: 2, duplicate: false });
    expect(await connB.send({ type: 'inc' })).toEqual({ seq: 1, duplicate: false });
    expect((await server.app.host.room(b.match.id)).state).toEqual({ n: 1 });
  });

  test('a live match is rebuilt from its snapshot and log with the identical state hash', async () => {
    const { match } = await twoCoaches();
    const before = await server.app.host.room(match.id);
    // Stop where the last snapshot (every 25 commands) is behind, so the rebuild also replays the log.
    await drive(
      match.id,
      (s) => s.turnState !== null && s.teams.home.turn + s.teams.away.turn >= 3 && before.seq % 25 !== 0,
    );
    const hash = before.stateHash;
    const seq = before.seq;
    await server.app.host.stop();
    await server.app.host.start({ toRecipient() {}, reaches: () => true });
    const after = await server.app.host.room(match.id);
    expect(after).not.toBe(before);
    expect(after.seq).toBe(seq);
    expect(after.stateHash).toBe(hash);
    const stored = await server.app.db.prisma.match.findUniqueOrThrow({ where: { id: match.id } });
    expect(stored.snapshotSeq).toBeLessThan(seq);
    // The full state is hashed at snapshots only: the stored hash is the snapshot's.
    expect(stored.stateHash).toBe(hashState(stored.snapshot));
  });
});

describe('bot matches', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer('pglite');
  });
  afterAll(() => server.close());

  test('the bot answers every decision of its seat as a separate participant', async () => {
    const coach = await server.coach('Solo');
    const match = await coach.playBot({ team: { roster: 'skaven' }, botTeam: { roster: 'orc' } });
    expect(match.seats).toMatchObject({ home: { kind: 'coach' }, away: { kind: 'bot', name: 'Bot' } });
    const conn = server.track(await coach.joinMatch(match.id));
    for (let i = 0; i < 40; i++) {
      const s = conn.view as MatchState;
      if (!s.decision) break;
      if (s.decision.team === 'away') {
        await until(() => (conn.view as MatchState).decision?.team !== 'away', 'the bot to play');
        continue;
      }
      const ack = await conn.send(touchdownPolicy(s));
      await until(() => conn.seq >= ack.seq, 'update');
    }
    const log = await server.app.db.prisma.matchCommand.findMany({ where: { matchId: match.id } });
    expect(log.some((c) => c.actor === 'bot' && c.seat === 'away')).toBe(true);
    expect(log.every((c) => (c.seat === 'away') === (c.actor === 'bot'))).toBe(true);
  });

  test('bad team choices are refused with a readable message', async () => {
    const coach = await server.coach('Picky');
    await expect(coach.playBot({ team: { roster: 'martians' } })).rejects.toMatchObject({
      code: 'match/invalid-team',
      message: expect.stringMatching(/no roster "martians"/),
    });
  });
});

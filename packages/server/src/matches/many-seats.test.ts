import type { MatchConnection } from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import { ManualClock } from '../host/clock.js';
import { CommandRejected } from '../host/game-module.js';
import { databaseKinds } from '../test-support/databases.js';
import { startMatchServer, until } from '../test-support/matches.js';
import { legalCommands, SECRET_GAME, secretGame, type WhisperState } from '../test-support/secret-game.js';

describe.each(databaseKinds())('games of many seats on %s', (kind) => {
  const clock = new ManualClock();
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(
      kind,
      {
        games: [bloodBowlModule(), secretGame((m) => new CommandRejected('match/illegal-choice', m))],
        clock,
      },
      { FORFEIT_GRACE_SECONDS: '60', TURN_SECONDS: '30' },
    );
  });
  afterAll(() => server.close());

  /** A table of `seats` with one coach in the first seat and bots in the others, started. */
  async function started(seats: number, options: object = {}) {
    const coach = await server.coach(`Many${seats}`);
    const table = await coach.openTable({
      game: SECRET_GAME,
      seatCount: seats,
      options: { rounds: 1, ...options },
    });
    await coach.fillWithBots(table.id);
    const { match } = await coach.startTable(table.id);
    const conn = server.track(await coach.joinMatch(match.id));
    const room = await server.app.host.room(match.id);
    return { coach, match, conn, room };
  }

  /** The coach answers whatever it must; bots play their own seats. */
  async function playOut(conn: MatchConnection, room: Awaited<ReturnType<typeof started>>['room']) {
    for (let i = 0; i < 200 && room.live; i++) {
      const legal = legalCommands(conn.view, 'p1');
      if (legal.length > 0) await conn.send(legal[0]).catch(() => undefined);
      await until(
        () => !room.live || (conn.seq === room.seq && !room.toAct.some((s) => s !== 'p1')),
        'the bots',
      );
    }
  }

  test.each([3, 6, 8])(
    'a %i-seat game with bots in every seat but one plays to the end; every seat has its result',
    async (seats) => {
      const { coach, match, conn, room } = await started(seats);
      await playOut(conn, room);
      expect(room.live).toBe(false);
      const summary = await coach.match(match.id);
      const outcomes = Object.values(summary.result!.seats);
      expect(outcomes).toHaveLength(seats);
      expect(outcomes.map((o) => o.place).sort()).toEqual(expect.arrayContaining([1]));
      expect(outcomes.every((o) => ['win', 'draw', 'loss'].includes(o.result))).toBe(true);
      const log = await server.app.db.prisma.matchCommand.findMany({ where: { matchId: match.id } });
      // Each bot seat played as its own participant; the coach's seat only ever as the coach.
      const botSeats = new Set(log.filter((c) => c.actor === 'bot').map((c) => c.seat));
      expect(botSeats.size).toBeGreaterThan(1);
      expect(botSeats.has('p1')).toBe(false);
      expect(log.filter((c) => c.actor === 'bot').every((c) => c.clientId === null)).toBe(true);
      expect((await coach.verify(match.id)).ok).toBe(true);
    },
  );

  test('a window where several seats may act at once: each has its own time bank, and the server passes for those out of time', async () => {
    const coach = await server.coach('Window');
    const friend = await server.coach('Friend');
    const table = await coach.openTable({
      game: SECRET_GAME,
      seatCount: 3,
      invite: [friend.name],
      options: { rounds: 1 },
    });
    await friend.takeSeat(table.id, 'p2');
    await coach.setSeat(table.id, 'p3', { to: 'bot' });
    const { match } = await coach.startTable(table.id);
    const room = await server.app.host.room(match.id);
    const conns = {
      p1: server.track(await coach.joinMatch(match.id)),
      p2: server.track(await friend.joinMatch(match.id)),
    };
    // Play until one of the coaches calls a window with the other coach in it.
    for (let i = 0; i < 20 && room.live; i++) {
      await until(
        () => !room.toAct.includes('p3') && conns.p1.seq === room.seq && conns.p2.seq === room.seq,
        'settled',
      );
      const state = room.state as WhisperState;
      if (state.window?.caller === 'p3') {
        // The bot called: both coaches pass, and play on to a coach's turn.
        for (const seat of state.window.pending) await conns[seat as 'p1' | 'p2'].send({ type: 'pass' });
        continue;
      }
      if (state.window) break;
      await conns[state.seats[state.turn] as 'p1' | 'p2'].send({ type: 'call' });
    }
    const state = room.state as WhisperState;
    const caller = state.window!.caller;
    const waiting = caller === 'p1' ? 'p2' : 'p1';
    await until(() => !room.toAct.includes('p3'), 'the bot to answer');
    expect(room.toAct).toEqual([waiting]);
    expect(room.clock()).toMatchObject({ kind: 'bank', onExpiry: 'auto', budgetMs: 5_000 });
    expect(room.clock()!.seats![waiting]).toMatchObject({ running: true, remainingMs: 5_000 });
    const before = room.seq;
    clock.advance(5_000);
    await until(() => room.seq > before, 'the server to pass');
    const passed = await server.app.db.prisma.matchCommand.findUniqueOrThrow({
      where: { matchId_seq: { matchId: match.id, seq: before + 1 } },
    });
    expect(passed).toMatchObject({
      seat: waiting,
      actor: 'timeout',
      clientId: null,
      command: { type: 'pass' },
    });
  });

  test('when the game rules that leaving ends it, the match ends by itself after the grace period, abandoned', async () => {
    const coach = await server.coach('Stay');
    const leaver = await server.coach('Leave');
    const table = await coach.openTable({
      game: SECRET_GAME,
      seatCount: 3,
      invite: [leaver.name],
      options: { onLeave: 'end' },
    });
    await leaver.takeSeat(table.id, 'p2');
    await coach.fillWithBots(table.id);
    const { match } = await coach.startTable(table.id);
    const chat: string[] = [];
    const stay = server.track(
      await coach.joinMatch(match.id, { listeners: { chat: (m) => chat.push(m.announcement?.kind ?? '') } }),
    );
    const gone = await leaver.joinMatch(match.id);
    const room = await server.app.host.room(match.id);
    // Leaving does not forfeit in this game: there is nothing to claim.
    gone.socket.disconnect();
    await until(() => stay.snapshot !== undefined, 'joined');
    for (let i = 0; i < 400 && (await room.snapshot('spectator')).presence.p2?.connected; i++)
      await new Promise((r) => setTimeout(r, 5));
    await expect(stay.claimForfeit()).rejects.toMatchObject({ code: 'match/no-forfeit' });
    clock.advance(60_000);
    await until(() => !room.live, 'the match to end');
    const result = (await coach.match(match.id)).result!;
    expect(result.reason).toBe('abandoned');
    expect(result.seats.p2).toEqual({ result: 'loss' });
    await until(() => chat.includes('left-match-ended'), 'the announcement');
  });
});

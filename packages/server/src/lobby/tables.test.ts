import type { LobbyChange } from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import { CommandRejected } from '../host/game-module.js';
import { databaseKinds } from '../test-support/databases.js';
import { startMatchServer, until } from '../test-support/matches.js';
import { SECRET_GAME, secretGame } from '../test-support/secret-game.js';

describe.each(databaseKinds())('lobby tables on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(kind, {
      games: [bloodBowlModule(), secretGame((m) => new CommandRejected('match/illegal-choice', m))],
    });
  });
  afterAll(() => server.close());

  test('the games a table can be opened for: seats, options schema, bots', async () => {
    const games = await (await server.coach('Games')).games();
    expect(games.map((g) => g.id)).toEqual(['blood-bowl', SECRET_GAME]);
    expect(games[0]).toMatchObject({
      seats: { kind: 'fixed', seats: ['home', 'away'] },
      seatChoice: true,
      bots: true,
    });
    expect(games[1]).toMatchObject({
      seats: { kind: 'range', min: 3, max: 8, names: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'] },
      seatChoice: false,
      optionsSchema: { type: 'object', properties: { rounds: expect.any(Object) } },
    });
  });

  test('bad tables are refused with the reason, and nothing is opened', async () => {
    const a = await server.coach('Bad');
    const open = (body: object) => a.openTable({ game: SECRET_GAME, ...body });
    await expect(open({ seatCount: 2 })).rejects.toMatchObject({
      code: 'table/invalid-seats',
      message: expect.stringMatching(/3 to 8, not 2/),
    });
    await expect(open({ seatCount: 9 })).rejects.toMatchObject({ code: 'table/invalid-seats' });
    await expect(open({ seatCount: 4, options: { rounds: 99 } })).rejects.toMatchObject({
      code: 'table/invalid-options',
      message: expect.stringMatching(/rounds/),
    });
    await expect(open({ seatCount: 4, options: { cheat: true } })).rejects.toMatchObject({
      code: 'table/invalid-options',
    });
    await expect(open({ seatCount: 4, invite: ['nobody-of-that-name'] })).rejects.toMatchObject({
      code: 'table/unknown-coach',
      status: 404,
    });
    await expect(open({ seatCount: 4, invite: [a.name] })).rejects.toMatchObject({
      code: 'table/invalid-seats',
    });
    await expect(open({ seatCount: 3, invite: ['x', 'y', 'z'] })).rejects.toMatchObject({
      code: 'table/invalid-seats',
    });
    await expect(a.openTable({ game: 'chess' })).rejects.toMatchObject({ code: 'match/unknown-game' });
    await expect(a.openTable({ game: 'blood-bowl', choice: { roster: 'martians' } })).rejects.toMatchObject({
      code: 'match/invalid-team',
    });
    expect((await a.tables()).filter((t) => t.creator.name === a.name)).toEqual([]);
  });

  test('open, invite, take and leave seats; the creator gives the rest to bots and starts once all are taken', async () => {
    const host = await server.coach('Host');
    const friend = await server.coach('Friend');
    const stranger = await server.coach('Stranger');
    const other = await server.coach('Other');
    const table = await host.openTable({
      game: SECRET_GAME,
      seatCount: 5,
      turnSeconds: 90,
      options: { rounds: 1 },
      invite: [friend.name],
    });
    expect(table).toMatchObject({
      status: 'open',
      turnSeconds: 90,
      options: { rounds: 1, onLeave: 'bot' },
      autoStart: false,
    });
    expect(table.seats.map((s) => [s.seat, s.taken?.name ?? null, s.invited?.name ?? null])).toEqual([
      ['p1', host.name, null],
      ['p2', null, friend.name],
      ['p3', null, null],
      ['p4', null, null],
      ['p5', null, null],
    ]);
    // Everyone can see it, since it has open seats; the invited coach sees the seat kept for them.
    expect((await stranger.tables(SECRET_GAME)).map((t) => t.id)).toContain(table.id);
    await expect(stranger.takeSeat(table.id, 'p2')).rejects.toMatchObject({
      code: 'table/seat-reserved',
      status: 403,
    });
    await stranger.takeSeat(table.id, 'p3');
    await expect(other.takeSeat(table.id, 'p3')).rejects.toMatchObject({ code: 'table/seat-taken' });
    await expect(stranger.takeSeat(table.id, 'p4')).rejects.toMatchObject({ code: 'table/already-seated' });
    await expect(stranger.takeSeat(table.id, 'p9')).rejects.toMatchObject({ code: 'table/invalid-seats' });
    await friend.takeSeat(table.id, 'p2');
    await other.takeSeat(table.id, 'p4');
    await other.leaveSeat(table.id, 'p4');
    await expect(other.leaveSeat(table.id, 'p4')).rejects.toMatchObject({ code: 'table/not-seated' });
    await expect(host.leaveSeat(table.id, 'p1')).rejects.toMatchObject({ code: 'table/creator-seat' });
    // Only the creator changes seats and starts, and only a full table starts.
    await expect(friend.fillWithBots(table.id)).rejects.toMatchObject({ code: 'table/not-yours' });
    await expect(friend.startTable(table.id)).rejects.toMatchObject({ code: 'table/not-yours' });
    await expect(host.startTable(table.id)).rejects.toMatchObject({
      code: 'table/not-full',
      message: expect.stringMatching(/p4, p5/),
    });
    expect((await host.table(table.id)).status).toBe('open');
    await host.setSeat(table.id, 'p4', { to: 'bot' });
    await expect(host.setSeat(table.id, 'p3', { to: 'bot' })).rejects.toMatchObject({
      code: 'table/seat-taken',
    });
    const filled = await host.fillWithBots(table.id);
    expect(filled.seats.map((s) => s.taken?.kind)).toEqual(['coach', 'coach', 'coach', 'bot', 'bot']);
    const { table: started, match } = await host.startTable(table.id);
    expect(started).toMatchObject({ status: 'started', matchId: match.id, matchStatus: 'live' });
    expect(match.turnSeconds).toBe(90);
    expect(match.version).toBe('whispers-1');
    expect(Object.entries(match.seats).map(([seat, p]) => [seat, p.kind, p.name])).toEqual([
      ['p1', 'coach', host.name],
      ['p2', 'coach', friend.name],
      ['p3', 'coach', stranger.name],
      ['p4', 'bot', 'Bot'],
      ['p5', 'bot', 'Bot'],
    ]);
    await expect(host.startTable(table.id)).rejects.toMatchObject({ code: 'table/not-open' });
    await expect(other.takeSeat(table.id, 'p4')).rejects.toMatchObject({ code: 'table/not-open' });
    // A started table is no longer offered to others; its coaches still see it with its match.
    expect((await other.tables()).map((t) => t.id)).not.toContain(table.id);
    expect((await friend.tables()).find((t) => t.id === table.id)).toMatchObject({ matchStatus: 'live' });
  });

  test('two coaches taking the last open seat at once: exactly one sits there', async () => {
    const host = await server.coach('Race');
    const table = await host.openTable({ game: SECRET_GAME, seatCount: 3 });
    await host.setSeat(table.id, 'p2', { to: 'bot' });
    const racers = await Promise.all([server.coach('R1'), server.coach('R2'), server.coach('R3')]);
    const results = await Promise.allSettled(racers.map((r) => r.takeSeat(table.id, 'p3')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code),
    ).toEqual(['table/seat-taken', 'table/seat-taken']);
  });

  test('a declined invitation keeps the seat until the creator opens it again', async () => {
    const host = await server.coach('Dec');
    const guest = await server.coach('Guest');
    const third = await server.coach('Third');
    const table = await host.openTable({ game: SECRET_GAME, seatCount: 3, invite: [guest.name] });
    await expect(third.declineTable(table.id)).rejects.toMatchObject({ code: 'table/not-yours' });
    const declined = await guest.declineTable(table.id);
    expect(declined.seats[1]).toMatchObject({ invited: { name: guest.name }, declined: true, taken: null });
    await expect(guest.takeSeat(table.id, 'p2')).rejects.toMatchObject({ code: 'table/seat-reserved' });
    await host.setSeat(table.id, 'p2', { to: 'invite', coach: third.name });
    await third.takeSeat(table.id, 'p2');
    await host.cancelTable(table.id);
    await expect(host.cancelTable(table.id)).rejects.toMatchObject({ code: 'table/not-open' });
    expect((await third.tables()).map((t) => t.id)).not.toContain(table.id);
  });

  test('Blood Bowl seats bring a team, checked when taken; a bot seat gets a team of its own', async () => {
    const host = await server.coach('Bowl');
    const guest = await server.coach('Guest');
    const table = await host.openTable({ game: 'blood-bowl', choice: { roster: 'dwarf', name: 'Grudges' } });
    expect(table.seats[0]!.choice).toEqual({ roster: 'dwarf', name: 'Grudges' });
    await expect(guest.takeSeat(table.id, 'away', { choice: { roster: 'martians' } })).rejects.toMatchObject({
      code: 'match/invalid-team',
      message: expect.stringMatching(/away: there is no roster "martians"/),
    });
    await expect(guest.takeSeat(table.id, 'away')).rejects.toMatchObject({ code: 'match/invalid-team' });
    await host.setSeat(table.id, 'away', { to: 'bot' });
    const { match } = await host.startTable(table.id);
    expect(match.seats).toMatchObject({ home: { kind: 'coach' }, away: { kind: 'bot' } });
    expect(match.headline).toMatchObject({ teams: { home: 'Grudges' } });
  });

  test('the lobby is told of changes over the socket, not by polling', async () => {
    const watcher = await server.coach('Lobby');
    const socket = watcher.connect();
    const changes: LobbyChange[] = [];
    const stop = watcher.watchLobby(socket, (c) => changes.push(c));
    try {
      // The first notice comes once the watch is set up (the lists may have changed meanwhile).
      await until(() => changes.length === 1, 'the lobby watch to start');
      const host = await server.coach('Opens');
      const table = await host.openTable({ game: SECRET_GAME, seatCount: 3 });
      await until(() => changes.length >= 2, 'a table notice');
      expect(changes.at(-1)).toMatchObject({ tables: true });
      await host.fillWithBots(table.id);
      const before = changes.length;
      await host.startTable(table.id);
      await until(() => changes.slice(before).some((c) => c.matches), 'a match notice');
    } finally {
      stop();
      socket.disconnect();
    }
  });
});

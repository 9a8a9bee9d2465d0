import { DugoutClient, type MatchConnection, type Recipient } from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMatchServer, until } from '../test-support/matches.js';
import { botRandom } from '../test-support/random.js';
import { legalCommands, SECRET_GAME, secretGame, secretsOf } from '../test-support/secret-game.js';
import { ManualClock } from './clock.js';
import { CommandRejected } from './game-module.js';
import type { MatchRoom } from './room.js';

interface Heard {
  /** Who heard it: a seat or a spectator. */
  recipient: Recipient;
  channel: string;
  payload: unknown;
  /** The match was certainly still live when this was sent (false: it may have ended). */
  live: boolean;
}

const GRACE_SECONDS = 120;
const TURN_SECONDS = 60;

describe('secrecy on every channel: no recipient ever learns another seat’s secret before the end', () => {
  const clock = new ManualClock();
  const logs: string[] = [];
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(
      'pglite',
      {
        games: [secretGame((m) => new CommandRejected('match/illegal-choice', m))],
        clock,
        logStream: { write: (line) => void logs.push(line) },
      },
      { LOG_LEVEL: 'info', FORFEIT_GRACE_SECONDS: String(GRACE_SECONDS), TURN_SECONDS: String(TURN_SECONDS) },
    );
  });
  afterAll(() => server.close());

  /** One random game of `seats` seats, `humans` of them coaches on real sockets, the rest bots. */
  async function playOne(seed: number, seats: number, humans: number, leaves: boolean) {
    const random = botRandom(seed);
    const coaches = [];
    for (let i = 0; i < humans; i++) coaches.push(await server.coach(`W${seed}x${i}`));
    const [creator, ...invited] = coaches;
    const heard: Heard[] = [];
    const table = await creator!.openTable({
      game: SECRET_GAME,
      seatCount: seats,
      options: { rounds: 2 },
      invite: invited.map((c) => c.name),
    });
    for (const [i, c] of invited.entries()) await c.takeSeat(table.id, table.seats[i + 1]!.seat);
    await creator!.fillWithBots(table.id);
    const { match } = await creator!.startTable(table.id);
    const room: MatchRoom = await server.app.host.room(match.id);
    const secrets = secretsOf(room.state);
    expect(Object.keys(secrets)).toHaveLength(seats);

    const recipientOf = (c: MatchConnection) => c.recipient!;
    const record = (conn: MatchConnection, who: () => Recipient) => {
      conn.socket.onAny((event: string, payload: unknown) =>
        heard.push({ recipient: who(), channel: `socket ${event}`, payload, live: room.live }),
      );
    };
    const listen = (channel: string, who: () => Recipient) => ({
      snapshot: (payload: unknown) => heard.push({ recipient: who(), channel, payload, live: room.live }),
      update: (payload: unknown) =>
        heard.push({ recipient: who(), channel: `${channel} update`, payload, live: room.live }),
    });
    const seated: { conn: MatchConnection; client: DugoutClient; seat: Recipient }[] = [];
    for (const [i, c] of coaches.entries()) {
      // The seat each coach took at the table, whatever the server may say.
      const seat = table.seats[i]!.seat;
      const conn = server.track(
        await c.joinMatch(match.id, { listeners: listen('join/resync', () => seat) }),
      );
      expect(recipientOf(conn)).toBe(seat);
      record(conn, () => seat);
      seated.push({ conn, client: c, seat });
    }
    const anonymous = new DugoutClient({ baseUrl: server.baseUrl });
    const watcher = await server.coach(`Watch${seed}`);
    const spectators: { conn: MatchConnection; client: DugoutClient }[] = [];
    for (const client of [anonymous, watcher]) {
      const conn = server.track(
        await client.joinMatch(match.id, {
          as: 'spectator',
          listeners: listen('join/resync', () => 'spectator'),
        }),
      );
      record(conn, () => 'spectator');
      spectators.push({ conn, client });
    }
    expect(seated.every((s) => s.seat !== 'spectator')).toBe(true);
    // The spectator count is sent at most once a second per match (issue 15), the latest always: every
    // seat and the spectators hear that two watch, whatever the joins collapsed into.
    const heardTwoWatching = (who: Recipient) =>
      heard.some(
        (h) =>
          h.recipient === who &&
          h.channel === 'socket match:spectators' &&
          (h.payload as { count?: number }).count === 2,
      );
    await until(
      () => [...seated.map((s) => s.seat), 'spectator'].every(heardTwoWatching),
      `game ${seed}: everyone to hear the spectator count`,
      20_000,
    );

    const probe = async (recipient: Recipient, channel: string, work: () => Promise<unknown>) => {
      const payload = await work();
      heard.push({ recipient, channel, payload, live: room.live });
    };
    const everyone = () => [
      ...seated.map((s) => ({ ...s, recipient: s.seat })),
      ...spectators.map((s) => ({ ...s, recipient: 'spectator' as Recipient })),
    ];
    const caughtUp = () => everyone().every((e) => !e.conn.socket.connected || e.conn.seq === room.seq);
    /** Bots have played what they must and every connection has seen it. */
    const quiet = () =>
      until(
        () => {
          if (!caughtUp()) return false;
          if (!room.live) return true;
          const toAct = room.toAct;
          return !toAct.some((s) => room.participants()[s]?.kind === 'bot');
        },
        `game ${seed} to settle`,
        20_000,
      );

    let left = false;
    for (let step = 0; step < 500 && room.live; step++) {
      await quiet();
      if (!room.live) break;
      const roll = random(20);
      const someone = everyone()[random(everyone().length)]!;
      if (roll === 0)
        await probe(someone.recipient, 'resync', () =>
          someone.conn.resync().then(() => someone.conn.snapshot),
        );
      else if (roll === 1) await probe(someone.recipient, 'replay', () => someone.client.replay(match.id));
      else if (roll === 2)
        await probe(someone.recipient, 'replay at', () =>
          someone.client.replay(match.id, random(room.seq + 1)),
        );
      else if (roll === 3) await probe(someone.recipient, 'summary', () => someone.client.match(match.id));
      else if (roll === 4) await probe(someone.recipient, 'live list', () => someone.client.matches('live'));
      else if (roll === 5 && someone.recipient !== 'spectator') {
        await probe(someone.recipient, 'my list', () => someone.client.matches('mine'));
        await someone.conn.chat(`step ${step}`).catch(() => undefined);
      } else if (roll === 6) {
        // Nobody acts in time: the clock winds the turn or the window down by itself.
        clock.advance(TURN_SECONDS * 1000);
      } else if (roll === 7 && leaves && !left && seated.length > 1) {
        // A coach goes away for good: after the grace period a bot takes the seat, and everyone is told.
        left = true;
        const gone = seated.splice(random(seated.length), 1)[0]!;
        gone.conn.socket.disconnect();
        // The server has seen the seat go (the others are told) before the grace period starts to pass.
        for (let i = 0; i < 400 && (await room.snapshot('spectator')).presence[gone.seat]?.connected; i++) {
          await new Promise((r) => setTimeout(r, 5));
        }
        clock.advance(GRACE_SECONDS * 1000);
        await until(
          () => room.participants()[gone.seat]?.kind === 'bot' || !room.live,
          'the bot to take the seat',
        );
      } else {
        const movers = seated.filter((s) => legalCommands(s.conn.view, s.seat).length > 0);
        const mover = movers[random(movers.length)];
        if (mover) {
          const legal = legalCommands(mover.conn.view, mover.seat);
          await mover.conn.send(legal[random(legal.length)]).catch(() => undefined);
        } else clock.advance(5_000);
      }
    }
    await quiet();
    expect(room.live).toBe(false);
    const result = (await creator!.match(match.id)).result!;
    expect(Object.keys(result.seats).sort()).toEqual(Object.keys(secrets).sort());

    // The module's decision at the end: everything is revealed, to spectators too.
    const after = await anonymous.replay(match.id);
    for (const secret of Object.values(secrets)) expect(JSON.stringify(after)).toContain(secret);

    // Each seat did hear its own secret (the channels work), and never another's while the match was live.
    const finalSeq = room.seq;
    const beforeEnd = (h: Heard) => {
      const p = h.payload as { seq?: number; match?: { status?: string } } | undefined;
      if (!h.live) return false;
      if (h.channel === 'socket match:ended') return false;
      if (typeof p?.seq === 'number' && p.seq >= finalSeq && h.channel.includes('update')) return false;
      return p?.match?.status !== 'finished';
    };
    const leaks: string[] = [];
    for (const h of heard.filter(beforeEnd)) {
      const text = JSON.stringify(h.payload);
      for (const [seat, secret] of Object.entries(secrets)) {
        const hidden = secret.split(':')[2]!;
        if (seat !== h.recipient && text.includes(hidden))
          leaks.push(`${h.recipient} heard ${seat}'s secret on ${h.channel}`);
      }
    }
    expect(leaks).toEqual([]);
    for (const s of seated) {
      const own = heard.filter(
        (h) => h.recipient === s.seat && JSON.stringify(h.payload).includes(secrets[s.seat]!),
      );
      expect(own.length).toBeGreaterThan(0);
    }
    for (const e of everyone()) e.conn.socket.disconnect();
    const announced = heard.some(
      (h) =>
        beforeEnd(h) &&
        (h.payload as { announcement?: { kind: string } }).announcement?.kind === 'bot-took-seat',
    );
    return {
      heard,
      secrets,
      commands: finalSeq,
      announced,
      channels: new Set(heard.filter(beforeEnd).map((h) => h.channel)),
    };
  }

  const GAMES: [seed: number, seats: number, humans: number, leaves: boolean][] = [
    [11, 3, 2, false],
    [12, 6, 3, true],
    [13, 8, 3, false],
    [14, 4, 1, false],
    [15, 5, 3, true],
    [16, 7, 2, true],
    [17, 8, 2, true],
    [18, 3, 3, true],
    [19, 6, 1, false],
    [20, 8, 1, true],
    [21, 3, 1, false],
    [22, 5, 2, false],
    [23, 7, 3, true],
    [24, 4, 2, true],
    [25, 6, 2, false],
  ];

  test('random 3- to 8-seat games with bots in some seats, through real sockets, spectators watching', async () => {
    const channels = new Set<string>();
    const allSecrets: string[] = [];
    for (const [seed, seats, humans, leaves] of GAMES) {
      const game = await playOne(seed, seats, humans, leaves);
      for (const c of game.channels) channels.add(c);
      allSecrets.push(...Object.values(game.secrets));
    }
    // Every channel was exercised while live.
    for (const channel of [
      'join/resync',
      'join/resync update',
      'socket match:update',
      'socket match:clock',
      'socket match:presence',
      'socket match:chat',
      'socket match:spectators',
      'resync',
      'replay',
      'replay at',
      'summary',
      'live list',
      'my list',
    ]) {
      expect(channels).toContain(channel);
    }
    // The server's info log never carries a secret.
    expect(logs.length).toBeGreaterThan(0);
    const logged = logs.join('\n');
    expect(allSecrets.filter((s) => logged.includes(s.split(':')[2]!))).toEqual([]);
  }, 240_000);
});

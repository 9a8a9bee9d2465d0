import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMatchServer } from '../test-support/matches.js';
import { botRandom } from '../test-support/random.js';
import { ChannelRecorder } from '../test-support/secrecy.js';
import { legalCommands, SECRET_GAME, secretGame, secretsOf } from '../test-support/secret-game.js';
import { ManualClock } from './clock.js';
import { CommandRejected } from './game-module.js';

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
    const label = `game ${seed}`;
    const { ears, room, creator, matchId } = await ChannelRecorder.atTable(server, {
      game: SECRET_GAME,
      seatCount: seats,
      options: { rounds: 2 },
      humans,
      name: `W${seed}`,
      label,
      record: (h) => h,
    });
    const secrets = secretsOf(room.state);
    expect(Object.keys(secrets)).toHaveLength(seats);

    let left = false;
    for (let step = 0; step < 500 && room.live; step++) {
      await ears.quiet(label);
      if (!room.live) break;
      const roll = random(20);
      const everyone = ears.everyone();
      const someone = everyone[random(everyone.length)]!;
      if (await ears.probeCommon(roll, someone, random)) continue;
      if (roll === 5 && someone.recipient !== 'spectator') {
        await ears.probe(someone, 'my list', () => someone.client.matches('mine'));
        await someone.conn.chat(`step ${step}`).catch(() => undefined);
      } else if (roll === 6) {
        // Nobody acts in time: the clock winds the turn or the window down by itself.
        clock.advance(TURN_SECONDS * 1000);
      } else if (roll === 7 && leaves && !left && ears.seated.length > 1) {
        left = true;
        await ears.leave(random, clock, GRACE_SECONDS);
      } else {
        const movers = ears.seated.filter((s) => legalCommands(s.conn.view, s.seat).length > 0);
        const mover = movers[random(movers.length)];
        if (mover) {
          const legal = legalCommands(mover.conn.view, mover.seat);
          await mover.conn.send(legal[random(legal.length)]).catch(() => undefined);
        } else clock.advance(5_000);
      }
    }
    await ears.quiet(label);
    expect(room.live).toBe(false);
    const result = (await creator.match(matchId)).result!;
    expect(Object.keys(result.seats).sort()).toEqual(Object.keys(secrets).sort());

    // The module's decision at the end: everything is revealed, to spectators too.
    const after = await ears.anonymous.replay(matchId);
    for (const secret of Object.values(secrets)) expect(JSON.stringify(after)).toContain(secret);

    // Each seat did hear its own secret (the channels work), and never another's while the match was live.
    const live = ears.beforeEnd();
    const leaks: string[] = [];
    for (const h of live) {
      const text = JSON.stringify(h.payload);
      for (const [seat, secret] of Object.entries(secrets)) {
        const hidden = secret.split(':')[2]!;
        if (seat !== h.recipient && text.includes(hidden))
          leaks.push(`${h.recipient} heard ${seat}'s secret on ${h.channel}`);
      }
    }
    expect(leaks).toEqual([]);
    for (const s of ears.seated) {
      const own = ears.heard.filter(
        (h) => h.recipient === s.seat && JSON.stringify(h.payload).includes(secrets[s.seat]!),
      );
      expect(own.length).toBeGreaterThan(0);
    }
    ears.disconnect();
    const announced = live.some(
      (h) => (h.payload as { announcement?: { kind: string } }).announcement?.kind === 'bot-took-seat',
    );
    return {
      heard: ears.heard,
      secrets,
      commands: room.seq,
      announced,
      channels: new Set(live.map((h) => h.channel)),
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

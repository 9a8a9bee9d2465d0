import type { DugoutSocket } from '@dugout/client';
import { DugoutClient } from '@dugout/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMatchServer } from '../test-support/matches.js';
import { botRandom } from '../test-support/random.js';
import { connected, type RawReply } from './support.js';

// Issue 15's acceptance: 20,000 mutated messages from several sockets change nothing and crash nothing.
const MESSAGES = Number(process.env.FUZZ_MESSAGES ?? 20_000);
const EVENTS = [
  'match:join',
  'match:leave',
  'match:command',
  'match:resync',
  'match:end-turn',
  'match:claim-forfeit',
  'match:chat',
  'lobby:watch',
  'lobby:unwatch',
  'ping',
  'no:such-event',
] as const;

describe('fuzzed live messages', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  beforeAll(async () => {
    server = await startMatchServer(
      'pglite',
      {},
      { SOCKET_RATE_LIMIT: '1000000', SOCKET_FLOOD_DISCONNECT: '1000000' },
    );
  });
  afterAll(() => server.close());

  test(`${MESSAGES} mutated messages from four sockets: no state change, no crash, every ack an answer`, async () => {
    const home = await server.coach('FuzzHome');
    const away = await server.coach('FuzzAway');
    const outsider = await server.coach('FuzzOut');
    const challenge = await home.challenge({ team: { roster: 'human' }, to: away.name });
    const { match } = await away.acceptChallenge(challenge.id, { team: { roster: 'orc' } });
    const other = await outsider.playBot({ team: { roster: 'orc' } });
    const sockets: DugoutSocket[] = await Promise.all(
      [home, away, outsider, new DugoutClient({ baseUrl: server.baseUrl })].map((c) => connected(c)),
    );
    const room = await server.app.host.room(match.id);
    const before = { seq: room.seq, hash: room.stateHash };
    const commandsBefore = await server.db.prisma.matchCommand.count({ where: { matchId: match.id } });

    const random = botRandom(15);
    const pick = <T>(list: readonly T[]): T => list[random(list.length)]!;
    const text = () =>
      pick([
        '',
        'x'.repeat(random(3) === 0 ? 20_000 : 20),
        '\u0000\uFFFF\uD800',
        'Ａｂｕｓｅ',
        '__proto__',
        '<script>alert(1)</script>',
      ]);
    // Never a command the rules could accept: a NUL in the type, or not an object of commands at all.
    const command = () =>
      pick([
        null,
        42,
        'end-turn',
        [],
        { type: 7 },
        { type: `end-turn\u0000${random(9)}` },
        { a: { b: { c: [] } } },
      ]);
    const id = () =>
      pick([match.id, other.id, '00000000-0000-0000-0000-000000000000', 'not-a-uuid', 42, null, undefined]);
    const payload = (event: string): unknown => {
      const base: Record<string, unknown> = {
        matchId: id(),
        as: pick(['player', 'spectator', 'admin', 1]),
        clientId: pick(['timeout-1', 'bot-3', '', 'x'.repeat(100), 7]),
        command: command(),
        since: pick([0, -1, 1.5, 1e12, '3']),
        channel: pick(['coaches', 'spectators', 'all', null]),
        text: text(),
        __proto__: { polluted: true },
        constructor: { prototype: { polluted: true } },
      };
      // Drop, retype or keep each field at random.
      for (const key of Object.keys(base)) {
        const roll = random(6);
        if (roll === 0) delete base[key];
        else if (roll === 1) base[key] = pick([[], {}, true, 'str', -1]);
      }
      if (event === 'match:command' && random(2) === 0) base.matchId = match.id;
      return pick([base, base, base, null, 'string', 12, [base]]);
    };

    const replies: RawReply[] = [];
    let unanswered = 0;
    // Joins and resyncs answer with a whole view: rarer, so the run stays quick.
    const send = (socket: DugoutSocket) => {
      let event = pick(EVENTS);
      if ((event === 'match:join' || event === 'match:resync') && random(5) !== 0) event = 'match:command';
      const body = payload(event);
      if (random(10) === 0) {
        (socket.emit as (e: string, ...a: unknown[]) => void)(event, body);
        unanswered++;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        (socket.emit as (e: string, ...a: unknown[]) => void)(event, body, (reply: RawReply) => {
          replies.push(reply);
          resolve();
        });
        // Unknown events, and a ping given a payload where its ack belongs, are never answered.
        if (event === 'no:such-event' || event === 'ping') resolve();
      });
    };
    for (let sent = 0; sent < MESSAGES; ) {
      const batch = [];
      for (let i = 0; i < 200 && sent < MESSAGES; i++, sent++)
        batch.push(send(sockets[sent % sockets.length]!));
      await Promise.all(batch);
    }

    // Nothing crashed: every socket still answers, and so does HTTP.
    for (const s of sockets) {
      expect(s.connected).toBe(true);
      const pong = await new Promise<{ serverTime: string }>((resolve) => s.emit('ping', resolve));
      expect(Date.parse(pong.serverTime)).not.toBeNaN();
    }
    expect((await home.health()).status).toBeDefined();
    // Every answer is a well-formed result or refusal, never an internal error.
    expect(replies.length + unanswered).toBeGreaterThan(MESSAGES * 0.8);
    for (const r of replies) {
      if (typeof r !== 'object' || r === null || !('ok' in r)) continue; // ping's { serverTime }
      if (!r.ok) expect(r.error?.code).not.toBe('internal');
    }
    // And nothing changed in the match.
    expect({ seq: room.seq, hash: room.stateHash }).toEqual(before);
    expect(await server.db.prisma.matchCommand.count({ where: { matchId: match.id } })).toBe(commandsBefore);
    expect((await home.match(match.id)).status).toBe('live');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const s of sockets) s.disconnect();
  }, 300_000);
});

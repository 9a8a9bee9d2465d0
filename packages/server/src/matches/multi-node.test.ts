import type { AddressInfo } from 'node:net';
import { DugoutClient, type MatchUpdate, type SeatPresence } from '@dugout/client';
import type { MatchState } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildServer, type DugoutServer } from '../app.js';
import { touchdownPolicy } from '../games/blood-bowl/test-support/policy.js';
import { openTestDatabase, type TestDatabase, testConfig } from '../test-support/databases.js';
import { until } from '../test-support/matches.js';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.log('REDIS_URL is not set: the multi-node (Redis) tests are skipped.');

describe.runIf(REDIS_URL)('two nodes sharing Redis and one database', () => {
  let db: TestDatabase;
  const nodes: { app: DugoutServer; url: string }[] = [];
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    for (let i = 0; i < 2; i++) {
      const app = await buildServer(
        testConfig({ REDIS_URL: REDIS_URL!, AUTH_RATE_LIMIT: '1000', SOCKET_RATE_LIMIT: '1000' }),
        {
          database: db,
        },
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      nodes.push({ app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
    }
  });
  afterAll(async () => {
    for (const n of nodes) await n.app.close();
    await db.close();
  });

  async function coach(node: number, name: string) {
    const client = new DugoutClient({ baseUrl: nodes[node]!.url });
    const unique = `${name}${Date.now().toString(36)}`;
    await client.register({
      name: unique,
      email: `${unique}@example.com`,
      password: 'two-nodes-one-pitch-9',
    });
    return Object.assign(client, { name: unique });
  }

  test('coaches on different nodes play one match owned by one node; a spectator on either node sees every update once; presence crosses nodes', async () => {
    const home = await coach(0, 'NodeA');
    const away = await coach(1, 'NodeB');
    // The lobby on one node is told of a table opened on the other.
    const lobby = away.connect();
    const notices: unknown[] = [];
    const stop = away.watchLobby(lobby, (change) => notices.push(change));
    await until(() => notices.length === 1, 'the lobby watch');
    const challenge = await home.challenge({ team: { roster: 'human' }, to: away.name });
    await until(() => notices.length >= 2, 'a lobby notice across nodes');
    stop();
    lobby.disconnect();
    const { match } = await away.acceptChallenge(challenge.id, { team: { roster: 'orc' } });
    const seen: MatchUpdate[] = [];
    const awayPresence: SeatPresence[] = [];
    const conns = {
      home: await home.joinMatch(match.id, {
        listeners: { presence: (p) => p.away && awayPresence.push(p.away) },
      }),
      away: await away.joinMatch(match.id),
    };
    const spectator = await new DugoutClient({ baseUrl: nodes[1]!.url }).joinMatch(match.id, {
      as: 'spectator',
      listeners: { update: (u) => seen.push(u) },
    });
    for (let i = 0; i < 12; i++) {
      const s = conns.home.view as MatchState;
      const ack = await conns[s.decision!.team].send(touchdownPolicy(s));
      await until(
        () => conns.home.seq >= ack.seq && conns.away.seq >= ack.seq && spectator.seq >= ack.seq,
        'update',
      );
    }
    expect(seen.map((u) => u.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(conns.home.view).toEqual(conns.away.view);
    // One node owns the match and has it loaded; the other forwarded its coach's commands to it.
    expect(nodes.map((n) => n.app.host.loadedRooms())).toEqual([0, 1]);
    expect((await nodes[1]!.app.host.room(match.id)).seq).toBe(12);
    await expect(nodes[0]!.app.host.room(match.id)).rejects.toThrow(/served by node/);

    conns.away.socket.disconnect();
    await until(() => awayPresence.some((p) => !p.connected), 'away shown disconnected on the other node');
    conns.home.socket.disconnect();
    spectator.socket.disconnect();
  });
});

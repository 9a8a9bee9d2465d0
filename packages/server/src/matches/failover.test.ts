import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CommandAck, DugoutClient, type MatchConnection } from '@dugout/client';
import type { MatchState } from '@dugout/rules';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { touchdownPolicy } from '../games/blood-bowl/test-support/policy.js';
import { dropSchema, freshSchemaName } from '../test-support/databases.js';
import { until } from '../test-support/matches.js';
import { assertBuilt, kill, type ServerNode, startNode } from '../test-support/node-process.js';

const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.REDIS_URL;
if (!DATABASE || !REDIS)
  console.log('TEST_DATABASE_URL or REDIS_URL is not set: the failover test is skipped.');

const PASSWORD = 'two-nodes-one-survivor-5';

describe.skipIf(!DATABASE || !REDIS)(
  'two server processes on one Postgres and Redis, the owner killed',
  () => {
    const schema = freshSchemaName();
    let dataDir: string;
    const nodes: ServerNode[] = [];
    let sql: pg.Client;

    beforeAll(async () => {
      assertBuilt();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'dugout-failover-'));
      const url = new URL(DATABASE!);
      url.searchParams.set('schema', schema);
      const env = { DATABASE_URL: url.toString(), REDIS_URL: REDIS!, MATCH_LEASE_SECONDS: '2' };
      // One after the other: the first migrates the fresh schema.
      for (const name of ['a', 'b']) nodes.push(await startNode(path.join(dataDir, name), undefined, env));
      sql = new pg.Client({ connectionString: DATABASE, options: `-c search_path="${schema}"` });
      await sql.connect();
    }, 120_000);

    afterAll(async () => {
      for (const node of nodes) await kill(node);
      await sql?.end();
      if (DATABASE) await dropSchema(DATABASE, schema);
      await rm(dataDir, { recursive: true, force: true });
    });

    test('the match finishes on the survivor with every acknowledged command once and a clean /verify', async () => {
      const [a, b] = nodes as [ServerNode, ServerNode];
      const client = async (node: ServerNode, name: string, register: boolean) => {
        const c = new DugoutClient({ baseUrl: node.url });
        if (register) await c.register({ name, email: `${name}@example.com`, password: PASSWORD });
        else await c.login({ login: name, password: PASSWORD });
        return c;
      };
      const suffix = Date.now().toString(36);
      const home = await client(a, `FailHome${suffix}`, true);
      let away = await client(b, `FailAway${suffix}`, true);
      const challenge = await home.challenge({ team: { roster: 'human' }, to: `FailAway${suffix}` });
      // Accepted on B: the match starts there, and B owns it.
      const matchId = (await away.acceptChallenge(challenge.id, { team: { roster: 'orc' } })).match.id;
      const lease = async () =>
        (
          await sql.query<{ token: string }>('SELECT "token" FROM "MatchLease" WHERE "matchId" = $1', [
            matchId,
          ])
        ).rows[0];
      expect(await lease()).toEqual({ token: '1' });

      // Home sits on A (its commands go to B through Redis), away on B.
      const conns: Record<'home' | 'away', MatchConnection> = {
        home: await home.joinMatch(matchId, { timeoutMs: 60_000 }),
        away: await away.joinMatch(matchId, { timeoutMs: 60_000 }),
      };
      const acked = new Map<string, number>();
      let sent = 0;
      const play = async (): Promise<CommandAck> => {
        const s = conns.home.view as MatchState;
        const clientId = `c${sent++}`;
        const ack = await conns[s.decision!.team].send(touchdownPolicy(s), clientId);
        acked.set(clientId, ack.seq);
        await until(() => conns.home.seq >= ack.seq && conns.away.seq >= ack.seq, 'the update on both nodes');
        return ack;
      };
      for (let i = 0; i < 10; i++) expect(await play()).toEqual({ seq: i + 1, duplicate: false });

      // Home's next command is on its way through A to B when B dies (a few more commands until it is home's).
      while ((conns.home.view as MatchState).decision?.team !== 'home') await play();
      const before = conns.home.seq;
      const s = conns.home.view as MatchState;
      const inFlightId = `c${sent++}`;
      const inFlight = conns.home.send(touchdownPolicy(s), inFlightId);
      await kill(b);
      conns.away.socket.disconnect();

      // A waits out B's lease, takes the match over from the snapshot and the log (with the next token) and
      // answers home: stored once, whether or not B had stored it before it died.
      const ack = await inFlight;
      expect(ack.seq).toBe(before + 1);
      acked.set(inFlightId, ack.seq);
      // Away comes back on A.
      away = await client(a, `FailAway${suffix}`, false);
      conns.away = await away.joinMatch(matchId, { timeoutMs: 60_000 });
      await until(
        () => conns.home.seq > before && conns.away.seq > before,
        'the update of the command in flight',
      );
      expect(Number((await lease())!.token)).toBeGreaterThanOrEqual(2);

      for (let i = 0; i < 5000 && (conns.home.view as MatchState).decision; i++) await play();
      const last = Math.max(...acked.values());
      expect((conns.home.view as MatchState).finished).toBe(true);
      expect(await home.match(matchId)).toMatchObject({ status: 'finished', seq: last });

      // Every acknowledged command is in the log once, under the sequence number it was acknowledged with.
      const stored = await sql.query<{ clientId: string | null; seq: number }>(
        'SELECT "clientId", "seq" FROM "MatchCommand" WHERE "matchId" = $1 ORDER BY "seq"',
        [matchId],
      );
      expect(stored.rows.map((r) => r.seq)).toEqual(Array.from({ length: last }, (_, i) => i + 1));
      const byClient = new Map(stored.rows.filter((r) => r.clientId).map((r) => [r.clientId!, r.seq]));
      for (const [clientId, seq] of acked) expect(byClient.get(clientId)).toBe(seq);
      expect(await home.verify(matchId)).toMatchObject({ ok: true, problems: [], commandsChecked: last });
      conns.home.socket.disconnect();
      conns.away.socket.disconnect();
    }, 240_000);
  },
);

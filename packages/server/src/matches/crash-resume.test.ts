import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DugoutClient, type MatchConnection } from '@dugout/client';
import type { Command, MatchState } from '@dugout/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { touchdownPolicy } from '../games/blood-bowl/test-support/policy.js';
import { until } from '../test-support/matches.js';
import {
  assertBuilt,
  kill,
  type ServerNode,
  startNode,
  templateDatabase,
} from '../test-support/node-process.js';

describe('a server killed with SIGKILL at random points resumes its matches', () => {
  let dataDir: string;
  let node: ServerNode | undefined;
  beforeAll(async () => {
    assertBuilt();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'dugout-crash-'));
    await templateDatabase(dataDir);
  });
  afterAll(async () => {
    if (node && node.child.exitCode === null) await kill(node);
    await rm(dataDir, { recursive: true, force: true });
  });

  test('nothing acknowledged is lost, nothing is applied twice, and the match finishes and verifies', async () => {
    node = await startNode(dataDir);
    const login = async (name: string, register: boolean) => {
      const client = new DugoutClient({ baseUrl: node!.url });
      if (register)
        await client.register({
          name,
          email: `${name.replace(/ /g, '')}@example.com`,
          password: 'crash-and-burn-77',
        });
      else await client.login({ login: name, password: 'crash-and-burn-77' });
      return client;
    };
    let home = await login('Crash Home', true);
    let away = await login('Crash Away', true);
    const challenge = await home.challenge({ team: { roster: 'human' }, to: 'Crash Away' });
    const matchId = (await away.acceptChallenge(challenge.id, { team: { roster: 'orc' } })).match.id;

    let conns: Record<'home' | 'away', MatchConnection>;
    const join = async () => {
      conns = { home: await home.joinMatch(matchId), away: await away.joinMatch(matchId) };
    };
    await join();
    let acked = 0;
    let clientIds = 0;

    // Two kills keep the test under a minute: each restart of PGlite on disk takes seconds.
    for (let round = 0; round < 2; round++) {
      const commands = 3 + Math.floor(Math.random() * 12);
      for (let i = 0; i < commands; i++) {
        const s = conns!.home.view as MatchState;
        const team = s.decision!.team;
        const ack = await conns![team].send(touchdownPolicy(s), `c${clientIds++}`);
        expect(ack).toEqual({ seq: acked + 1, duplicate: false });
        acked = ack.seq;
        await until(() => conns.home.seq >= acked, 'update');
      }
      const lastView = conns!.home.view;
      // One more command in flight as the server dies: it may or may not have been stored.
      const s = conns!.home.view as MatchState;
      const inFlight = {
        team: s.decision!.team,
        command: touchdownPolicy(s) as Command,
        clientId: `c${clientIds++}`,
      };
      conns![inFlight.team].send(inFlight.command, inFlight.clientId).catch(() => undefined);
      await new Promise((r) => setTimeout(r, Math.random() * 5));
      await kill(node);
      conns!.home.socket.disconnect();
      conns!.away.socket.disconnect();
      node = await startNode(dataDir);
      home = await login('Crash Home', false);
      away = await login('Crash Away', false);
      await join();
      const resumed = conns!.home.seq;
      expect(resumed === acked || resumed === acked + 1).toBe(true);
      if (resumed === acked) expect(conns!.home.view).toEqual(lastView);
      // Resending the in-flight command: applied once either way.
      const again = await conns![inFlight.team].send(inFlight.command, inFlight.clientId);
      expect(again).toEqual({ seq: acked + 1, duplicate: resumed === acked + 1 });
      acked += 1;
      await until(() => conns.home.seq >= acked, 'update');
    }

    // Finish the match on the last node, then check every die.
    for (let i = 0; i < 5000; i++) {
      const s = conns!.home.view as MatchState;
      if (!s.decision) break;
      const ack = await conns![s.decision.team].send(touchdownPolicy(s), `c${clientIds++}`);
      acked = ack.seq;
      await until(() => conns.home.seq >= acked, 'update');
    }
    expect((conns!.home.view as MatchState).finished).toBe(true);
    const summary = await home.match(matchId);
    expect(summary).toMatchObject({ status: 'finished', seq: acked });
    const report = await home.verify(matchId);
    expect(report).toMatchObject({ ok: true, problems: [], commandsChecked: acked });
    conns!.home.socket.disconnect();
    conns!.away.socket.disconnect();
  }, 180_000);
});

import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DugoutClient, type MatchConnection } from '@dugout/client';
import { transformWithOxc } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { until } from '../test-support/matches.js';
import {
  assertBuilt,
  kill,
  type ServerNode,
  startNode,
  templateDatabase,
} from '../test-support/node-process.js';
import { legalCommands } from '../test-support/secret-game.js';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const CHILD = path.join(DIST, 'test-child');

/**
 * A server process hosting the test-only many-seat game beside Blood Bowl: the built server with the
 * game (a self-contained file) compiled into `dist/test-child`, where its imports resolve.
 */
async function buildChild(): Promise<string> {
  await mkdir(CHILD, { recursive: true });
  const source = fileURLToPath(new URL('../test-support/secret-game.ts', import.meta.url));
  const { code } = await transformWithOxc(await readFile(source, 'utf8'), source, { lang: 'ts' });
  await writeFile(path.join(CHILD, 'secret-game.js'), code);
  const main = path.join(CHILD, 'main.js');
  await writeFile(
    main,
    `import { buildServer } from '../app.js';
import { loadConfig } from '../config.js';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import { CommandRejected } from '../host/game-module.js';
import { secretGame } from './secret-game.js';
const app = await buildServer(loadConfig(), {
  games: [bloodBowlModule(), secretGame((m) => new CommandRejected('match/illegal-choice', m))],
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('Dugout is running at http://localhost:' + app.server.address().port);
`,
  );
  return main;
}

describe('seats survive a server killed with SIGKILL', () => {
  let dataDir: string;
  let main: string;
  let node: ServerNode | undefined;
  beforeAll(async () => {
    assertBuilt();
    main = await buildChild();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'dugout-seats-'));
    await templateDatabase(dataDir);
  });
  afterAll(async () => {
    if (node) await kill(node);
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a 6-seat table of three coaches and three bots: every participant is intact after the kill and the game plays to the end', async () => {
    node = await startNode(dataDir, main);
    const names = ['Seat One', 'Seat Two', 'Seat Three'];
    const login = async (name: string, register: boolean) => {
      const client = new DugoutClient({ baseUrl: node!.url });
      const password = 'six-seats-and-a-kill-9';
      if (register) await client.register({ name, email: `${name.replace(/ /g, '')}@example.com`, password });
      else await client.login({ login: name, password });
      return client;
    };
    let coaches: DugoutClient[] = [];
    for (const name of names) coaches.push(await login(name, true));
    const [creator, ...others] = coaches;
    const table = await creator!.openTable({
      game: 'whispers',
      seatCount: 6,
      options: { rounds: 2 },
      invite: others.map((_, i) => names[i + 1]!),
    });
    for (const [i, c] of others.entries()) await c.takeSeat(table.id, table.seats[i + 1]!.seat);
    await creator!.fillWithBots(table.id);
    // A second table, still open with two coaches seated, must survive too.
    const waiting = await creator!.openTable({ game: 'whispers', seatCount: 4, invite: [names[1]!] });
    await others[0]!.takeSeat(waiting.id, 'p2');
    const { match } = await creator!.startTable(table.id);
    const before = match.seats;
    expect(Object.values(before).map((p) => p.kind)).toEqual([
      'coach',
      'coach',
      'coach',
      'bot',
      'bot',
      'bot',
    ]);

    let conns: MatchConnection[] = [];
    const join = async () => {
      conns = [];
      for (const c of coaches) conns.push(await c.joinMatch(match.id));
    };
    const seatOf = (i: number) => table.seats[i]!.seat;
    /** One command from a coach who must decide, then wait until it (and any bot answer) is seen. */
    const step = async () => {
      const i = conns.findIndex((c, k) => legalCommands(c.view, seatOf(k)).length > 0);
      if (i < 0) return false;
      const ack = await conns[i]!.send(legalCommands(conns[i]!.view, seatOf(i))[0]);
      await until(() => conns.every((c) => c.seq >= ack.seq), 'update', 10_000);
      return true;
    };
    await join();
    for (let i = 0; i < 4; i++) await step();
    await kill(node);
    for (const c of conns) c.socket.disconnect();

    node = await startNode(dataDir, main);
    coaches = [];
    for (const name of names) coaches.push(await login(name, false));
    const after = await coaches[0]!.match(match.id);
    expect(after.seats).toEqual(before);
    expect(after.status).toBe('live');
    const open = (await coaches[1]!.tables('whispers')).find((t) => t.id === waiting.id)!;
    expect(open.seats.map((s) => s.taken?.name ?? null)).toEqual([names[0], names[1], null, null]);

    // The bots play their seats again on the new process; the coaches play theirs to the end.
    await join();
    for (let i = 0; i < 200; i++) {
      const summary = await coaches[0]!.match(match.id);
      if (summary.status === 'finished') break;
      if (!(await step())) await new Promise((r) => setTimeout(r, 20));
    }
    const done = await coaches[0]!.match(match.id);
    expect(done.status).toBe('finished');
    expect(Object.keys(done.result!.seats)).toHaveLength(6);
    expect(done.seats).toEqual(before);
    expect(await coaches[0]!.verify(match.id)).toMatchObject({ ok: true, dice: { ok: true } });
    for (const c of conns) c.socket.disconnect();
  }, 120_000);
});

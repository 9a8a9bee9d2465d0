import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DugoutClient } from '@dugout/client';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from './db/database.js';
import { dropSchema, freshSchemaName } from './test-support/databases.js';
import { listening } from './test-support/node-process.js';

// The real entry point, as `pnpm start` runs it.
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

interface Started {
  child: ChildProcess;
  output: () => string;
  url: Promise<string>;
  exit: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { url, output } = listening(child);
  url.catch(() => undefined);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, url, exit };
}

const running: Started[] = [];
const temp: string[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  for (const dir of temp.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dugout-start-'));
  temp.push(dir);
  return dir;
}

beforeAll(() => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`pnpm build\` before these tests`);
});

describe('pnpm start (packages/server/dist/main.js)', () => {
  test('a bad variable stops start-up with a message naming it', async () => {
    const s = start({ PORT: 'abc', LOG_LEVEL: 'shout' });
    expect(await s.exit).toBe(1);
    expect(s.output()).toMatch(/Dugout cannot start\. Invalid configuration: .*PORT/);
    expect(s.output()).toMatch(/LOG_LEVEL/);
  });

  test('starts on PGlite under DATA_DIR, keeps the data across a restart, stops cleanly on SIGTERM', async () => {
    const dataDir = await tempDir();
    const first = start({ DATA_DIR: dataDir });
    running.push(first);
    const url = await first.url;
    const client = new DugoutClient({ baseUrl: url });
    expect((await client.health()).database).toMatchObject({ kind: 'pglite', ok: true });
    await client.register({ name: 'Restarter', email: 'restarter@example.com', password: 'keep-me-safe-99' });
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    const second = start({ DATA_DIR: dataDir });
    running.push(second);
    const again = new DugoutClient({ baseUrl: await second.url });
    expect((await again.login({ login: 'restarter', password: 'keep-me-safe-99' })).name).toBe('Restarter');
    expect(second.output()).not.toMatch(/migration applied/);
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
  });

  test('a failing migration stops start-up naming the file and the SQL error, changing nothing', async () => {
    const dataDir = await tempDir();
    // A table in the way of the first migration.
    const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await db.sql.exec('CREATE TABLE "Coach" ("legacy" INTEGER)');
    await db.close();
    const s = start({ DATA_DIR: dataDir });
    expect(await s.exit).toBe(1);
    expect(s.output()).toMatch(
      /Migration 20261129170000_accounts failed \(.*migration\.sql\): relation "Coach" already exists/,
    );
    const after = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const tables = await after.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    const history = await after.sql.query(`SELECT * FROM "_prisma_migrations"`);
    await after.close();
    expect(tables.map((t) => t.table_name)).toEqual(['Coach', '_prisma_migrations']);
    expect(history).toEqual([]);
  });

  test.runIf(process.env.TEST_DATABASE_URL)('DATABASE_URL switches to a real Postgres', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const schema = freshSchemaName();
    try {
      const s = start({ DATABASE_URL: `${base}${base.includes('?') ? '&' : '?'}schema=${schema}` });
      running.push(s);
      const client = new DugoutClient({ baseUrl: await s.url });
      expect((await client.health()).database).toMatchObject({ kind: 'postgres', ok: true });
      expect(
        (await client.register({ name: 'Pg Coach', email: 'pg@example.com', password: 'real-postgres-77' }))
          .name,
      ).toBe('Pg Coach');
      s.child.kill('SIGTERM');
      expect(await s.exit).toBe(0);
    } finally {
      await dropSchema(base, schema);
    }
  });
});

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildServer, type DugoutServer } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase, parsePostgresUrl } from '../db/database.js';
import { migrate } from '../db/migrate.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the real Postgres too when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends Database {
  /** The Postgres schema this test owns (postgres only). */
  readonly schema?: string;
}

/**
 * A fresh database of the given kind with no migrations applied (`migrated: false`) or all of them.
 * On Postgres each one lives in its own schema, dropped on close, so runs never see each other's data.
 */
export async function openTestDatabase(kind: DatabaseKind, { migrated = true } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    if (!migrated) return openDatabase({ kind: 'pglite' });
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    return openDatabase({ kind: 'pglite', loadDataDir: template });
  }
  const { url } = parsePostgresUrl(requireTestDatabaseUrl());
  const schema = freshSchemaName();
  const db = await openDatabase({ kind: 'postgres', url, schema });
  if (migrated) await migrate(db.sql);
  return {
    ...db,
    schema,
    async close() {
      await db.close();
      await dropSchema(url, schema);
    },
  };
}

export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

export function freshSchemaName(): string {
  return `dugout_test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', COOKIE_SECURE: 'false', ...overrides });
}

/** A server over a test database of the given kind; close both with `close()`. */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<{ app: DugoutServer; db: TestDatabase; close(): Promise<void> }> {
  const db = await openTestDatabase(kind);
  const app = await buildServer(testConfig(env), { database: db });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

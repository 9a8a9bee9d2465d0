import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases.js';
import { MigrationError, migrate, readMigrations } from './migrate.js';

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dugout-migrations-'));
  for (const [name, sql] of Object.entries(files)) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

async function tables(db: TestDatabase): Promise<string[]> {
  const rows = await db.sql.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name);
}

describe.each(databaseKinds())('migrations on %s', (kind) => {
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  test('a fresh database gets every migration, recorded like prisma migrate does', async () => {
    db = await openTestDatabase(kind, { migrated: false });
    const all = await readMigrations();
    const report = await migrate(db.sql);
    expect(report.applied).toEqual(all.map((m) => m.name));
    expect(await tables(db)).toEqual(expect.arrayContaining(['Coach', 'Session', '_prisma_migrations']));
    const history = await db.sql.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
    }>(`SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`);
    expect(history.map((h) => [h.migration_name, h.checksum])).toEqual(all.map((m) => [m.name, m.checksum]));
    expect(history.every((h) => h.finished_at !== null)).toBe(true);
  });

  test('a second run applies nothing', async () => {
    db = await openTestDatabase(kind, { migrated: false });
    await migrate(db.sql);
    const again = await migrate(db.sql);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toEqual((await readMigrations()).map((m) => m.name));
    const [count] = await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
    expect(count?.n).toBe(again.alreadyApplied.length);
  });

  test('a failing migration names its file and the SQL error, and leaves the database as it was', async () => {
    db = await openTestDatabase(kind, { migrated: false });
    const dir = await migrationsDir({
      '20260101000000_good': 'CREATE TABLE "Good" ("id" INTEGER PRIMARY KEY);',
      '20260102000000_bad': 'CREATE TABLE "Half" ("id" INTEGER);\nINSERT INTO "Missing" VALUES (1);',
      '20260103000000_later': 'CREATE TABLE "Later" ("id" INTEGER);',
    });
    const migrations = await readMigrations(dir);
    const error = await migrate(db.sql, migrations).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    const failure = error as MigrationError;
    expect(failure.migration).toBe('20260102000000_bad');
    expect(failure.message).toContain(path.join(dir, '20260102000000_bad', 'migration.sql'));
    expect(failure.message).toMatch(/relation "Missing" does not exist/);
    // The good one stays applied; the bad one's first statement is rolled back; the later one never ran.
    expect(await tables(db)).toEqual(expect.arrayContaining(['Good']));
    expect(await tables(db)).not.toContain('Half');
    expect(await tables(db)).not.toContain('Later');
    const history = await db.sql.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations"`,
    );
    expect(history.map((h) => h.migration_name)).toEqual(['20260101000000_good']);
  });

  test('an applied migration whose file changed is reported, not re-applied', async () => {
    db = await openTestDatabase(kind, { migrated: false });
    const dir = await migrationsDir({ '20260101000000_one': 'CREATE TABLE "One" ("id" INTEGER);' });
    await migrate(db.sql, await readMigrations(dir));
    await writeFile(
      path.join(dir, '20260101000000_one', 'migration.sql'),
      'CREATE TABLE "One" ("id" BIGINT);',
    );
    const report = await migrate(db.sql, await readMigrations(dir));
    expect(report).toEqual({
      applied: [],
      alreadyApplied: ['20260101000000_one'],
      modified: ['20260101000000_one'],
    });
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type DatabaseKind,
  databaseKinds,
  openTestDatabase,
  type TestDatabase,
} from '../test-support/databases.js';
import { PGLITE_REPLAN_EVERY } from './sql.js';

const INSERT = 'INSERT INTO "SqlRunProbe" ("id", "note") SELECT $1::integer, $2::text WHERE $3::boolean';

describe.each(databaseKinds())('a prepared statement (%s)', (kind: DatabaseKind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind, { migrated: false });
    await db.sql.exec('CREATE TABLE "SqlRunProbe" ("id" integer PRIMARY KEY, "note" text)');
  });
  afterAll(() => db.close());

  const notes = async () =>
    (
      await db.sql.query<{ id: number; note: string | null }>('SELECT * FROM "SqlRunProbe" ORDER BY "id"')
    ).map((r) => [r.id, r.note]);

  test('runs again and again with its parameters, and says how many rows it wrote', async () => {
    expect(await db.sql.run('probe_insert', INSERT, [1, 'one', true])).toBe(1);
    expect(await db.sql.run('probe_insert', INSERT, [2, null, true])).toBe(1);
    expect(await db.sql.run('probe_insert', INSERT, [3, 'three', false])).toBe(0);
    expect(await notes()).toEqual([
      [1, 'one'],
      [2, null],
    ]);
  });

  test("a failed run throws the driver's error and leaves the statement usable", async () => {
    const error = await db.sql.run('probe_insert', INSERT, [1, 'again', true]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'SqlRunProbe_pkey' });
    expect(await db.sql.run('probe_insert', INSERT, [4, 'four', true])).toBe(1);
  });

  test('inside a transaction it is part of it', async () => {
    await expect(
      db.sql.transaction(async (tx) => {
        expect(await tx.run('probe_insert', INSERT, [5, 'five', true])).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await notes()).map(([id]) => id)).toEqual([1, 2, 4]);
  });

  test('prepared statements keep a generic plan after five runs, as Postgres does by default', async () => {
    expect(await db.sql.query('SHOW plan_cache_mode')).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  if (kind === 'pglite') {
    test('a statement is prepared, and so planned, again after every so many runs', async () => {
      const plans = async () =>
        db.sql.query<{ generic_plans: number; custom_plans: number }>(
          `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'probe_replan'`,
        );
      const ids = Array.from({ length: PGLITE_REPLAN_EVERY + 1 }, (_, i) => 1000 + i);
      for (const id of ids.slice(0, -1)) await db.sql.run('probe_replan', INSERT, [id, null, true]);
      // Postgres's own choice: five custom plans, then the generic one, kept.
      expect(await plans()).toEqual([{ generic_plans: PGLITE_REPLAN_EVERY - 5, custom_plans: 5 }]);
      await db.sql.run('probe_replan', INSERT, [ids.at(-1), null, true]);
      expect(await plans()).toEqual([{ generic_plans: 0, custom_plans: 1 }]);
      const stored = await db.sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM "SqlRunProbe" WHERE "id" >= 1000',
      );
      expect(stored).toEqual([{ n: ids.length }]);
    });

    test('a statement the session dropped is prepared again', async () => {
      await db.sql.exec('DEALLOCATE ALL');
      expect(await db.sql.run('probe_insert', INSERT, [6, 'six', true])).toBe(1);
    });
  }
});

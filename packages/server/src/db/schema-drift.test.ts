import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases.js';
import { shapeFromDatabase, shapeFromPrismaSchema } from '../test-support/schema-shape.js';

describe.each(databaseKinds())('migrations match schema.prisma on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  test('tables, columns, types, nullability, defaults, keys, indexes and enums agree', async () => {
    const expected = await shapeFromPrismaSchema();
    const actual = await shapeFromDatabase(db.sql);
    expect(actual).toEqual(expected);
  });
});

describe('the comparison itself', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
  });
  afterAll(() => db.close());

  test.each([
    ['a dropped index', 'DROP INDEX "Session_expiresAt_idx"'],
    ['a column that became nullable', 'ALTER TABLE "Coach" ALTER COLUMN "email" DROP NOT NULL'],
    ['a changed type', 'ALTER TABLE "Session" ALTER COLUMN "tokenHash" TYPE VARCHAR(64)'],
    ['an extra table', 'CREATE TABLE "Stray" ("id" INTEGER)'],
    [
      'a changed foreign key action',
      `ALTER TABLE "Session" DROP CONSTRAINT "Session_coachId_fkey",
      ADD CONSTRAINT "Session_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "Coach"("id") ON DELETE RESTRICT ON UPDATE CASCADE`,
    ],
    ['an extra enum value', `ALTER TYPE "Role" ADD VALUE 'referee'`],
  ])('notices %s', async (_what, change) => {
    const expected = await shapeFromPrismaSchema();
    await db.sql.exec('BEGIN');
    try {
      await db.sql.exec(change);
      const actual = await shapeFromDatabase(db.sql);
      expect(actual).not.toEqual(expected);
    } finally {
      await db.sql.exec('ROLLBACK');
    }
  });
});

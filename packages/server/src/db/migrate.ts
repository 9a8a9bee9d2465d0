import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from './sql.js';

/** The repository's `prisma/migrations`, from both src/ and dist/. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../../prisma/migrations/', import.meta.url));

export interface Migration {
  name: string;
  file: string;
  sql: string;
  /** SHA-256 of the file, as `prisma migrate` records it. */
  checksum: string;
}

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    readonly file: string,
    readonly sqlError: unknown,
  ) {
    super(
      `Migration ${migration} failed (${file}): ${sqlError instanceof Error ? sqlError.message : String(sqlError)}`,
      { cause: sqlError },
    );
    this.name = 'MigrationError';
  }
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name, 'migration.sql');
      const sql = await readFile(file, 'utf8');
      return { name, file, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

// Same table Prisma Migrate keeps, so `prisma migrate deploy` and `migrate status` agree with us.
const HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Prisma Migrate's own advisory lock key, so our start-up and `migrate deploy` never interleave.
const ADVISORY_LOCK_KEY = 72707369;

export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
  /** Applied migrations whose file has changed since. */
  modified: string[];
}

/**
 * Applies every migration not yet recorded, each in its own transaction with its history row,
 * so a failing file leaves the database exactly as the previous migration left it.
 */
export async function migrate(sql: SqlClient, migrations?: Migration[]): Promise<MigrationReport> {
  const all = migrations ?? (await readMigrations());
  await sql.exec(HISTORY_TABLE);
  const done = await sql.query<{ migration_name: string; checksum: string }>(
    `SELECT migration_name, checksum FROM "_prisma_migrations"
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const doneByName = new Map(done.map((row) => [row.migration_name, row.checksum]));
  const report: MigrationReport = { applied: [], alreadyApplied: [], modified: [] };
  for (const migration of all) {
    const recorded = doneByName.get(migration.name);
    if (recorded !== undefined) {
      report.alreadyApplied.push(migration.name);
      if (recorded !== migration.checksum) report.modified.push(migration.name);
      continue;
    }
    try {
      const applied = await sql.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY]);
        // Another node may have applied it while we waited for the lock.
        const again = await tx.query(
          `SELECT 1 FROM "_prisma_migrations"
            WHERE migration_name = $1 AND finished_at IS NOT NULL AND rolled_back_at IS NULL`,
          [migration.name],
        );
        if (again.length > 0) return false;
        await tx.exec(migration.sql);
        await tx.query(
          `INSERT INTO "_prisma_migrations"
             (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        return true;
      });
      (applied ? report.applied : report.alreadyApplied).push(migration.name);
    } catch (error) {
      throw new MigrationError(migration.name, migration.file, error);
    }
  }
  return report;
}

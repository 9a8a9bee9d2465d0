import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The Postgres the benchmark uses: DATABASE_URL, TEST_DATABASE_URL, or the local one. */
export const postgresBase =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

/** A fresh place for one run: a temp dir (PGlite) or a fresh Postgres schema, removed afterwards. */
export interface Place {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

export async function freshPlace(kind: 'pglite' | 'postgres'): Promise<Place> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-bench-'));
  if (kind === 'pglite')
    return {
      kind,
      dataDir,
      databaseUrl: undefined,
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const schema = `dugout_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(postgresBase);
  url.searchParams.set('schema', schema);
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      const base = new URL(postgresBase);
      base.searchParams.delete('schema');
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => client.end());
    },
  };
}

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.js';
import { pgliteSql, postgresSql, type SqlClient } from './sql.js';

export type { PrismaClient };

/** Where the data lives: a real Postgres, or PGlite on disk, in memory or from a dumped data dir. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string /** Postgres schema to use instead of `public`. */; schema?: string }
  | {
      kind: 'pglite';
      dataDir?: string /** A `dumpDataDir()` tarball to start from (tests). */;
      loadDataDir?: Blob;
      /** Postgres's shared buffers inside PGlite, MB (Postgres's own default is 128). */
      sharedBuffersMb?: number;
    };

/**
 * PGlite's shared buffers by default. Postgres's 128 MB is most of what the embedded database holds in
 * memory (its WebAssembly heap), and an embedded database of one server's matches needs far less.
 */
export const PGLITE_SHARED_BUFFERS_MB = 16;

/**
 * How prepared statements (`SqlExecutor.run`, only the command append) are planned: Postgres's default,
 * custom plans for five runs and then the generic one, kept, since planning the append each time cost as
 * much again as running it (PGlite, issue 14). A plan is only as good as the table sizes it was made at
 * (one made on an empty log read a match's whole log per append): Postgres makes it again whenever
 * autovacuum analyzes the log; PGlite never analyzes, so `pgliteRun` prepares the statement again every
 * `PGLITE_REPLAN_EVERY` runs. Prisma's statements are unnamed, planned for their one run either way.
 */
const PLAN_CACHE_MODE = 'auto';

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly prisma: PrismaClient;
  readonly sql: SqlClient;
  /** Says where the data is, without credentials, for logs and /healthz. */
  readonly description: string;
  /** PGlite only: the whole data dir as a tarball, to start other databases from (tests). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Splits Prisma's `?schema=name` convention off a Postgres URL. */
export function parsePostgresUrl(raw: string): { url: string; schema?: string } {
  const url = new URL(raw);
  const schema = url.searchParams.get('schema') ?? undefined;
  url.searchParams.delete('schema');
  return schema ? { url: url.toString(), schema } : { url: url.toString() };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const schema = target.schema;
    if (schema && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
      throw new Error(`Invalid Postgres schema name "${schema}": use letters, digits and "_".`);
    }
    const pool = new pg.Pool({
      connectionString: target.url,
      options: [
        ...(schema ? [`-c search_path="${schema}"`] : []),
        `-c plan_cache_mode=${PLAN_CACHE_MODE}`,
      ].join(' '),
    });
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool, schema ? { schema } : undefined) });
    const url = new URL(target.url);
    // A named schema may not exist yet on a fresh database; migrations then fill it.
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    return {
      kind: 'postgres',
      prisma,
      sql: postgresSql(pool),
      description: `postgres ${url.hostname}:${url.port || 5432}${url.pathname}${schema ? ` (schema ${schema})` : ''}`,
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  if (target.dataDir) {
    await mkdir(target.dataDir, { recursive: true });
    // Run from source (tests), there is no built script: PGlite then makes the data dir in this process.
    if (!existsSync(path.join(target.dataDir, 'PG_VERSION')) && existsSync(INIT_SCRIPT)) {
      await initDataDir(target.dataDir);
    }
  }
  const db = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${target.sharedBuffersMb ?? PGLITE_SHARED_BUFFERS_MB}MB`,
      '-c',
      `plan_cache_mode=${PLAN_CACHE_MODE}`,
    ],
  });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) });
  return {
    kind: 'pglite',
    prisma,
    sql: pgliteSql(db),
    description: target.dataDir ? `pglite ${target.dataDir}` : 'pglite (in memory)',
    dumpDataDir: () => db.dumpDataDir('none'),
    async close() {
      await prisma.$disconnect();
      await db.close();
    },
  };
}

const INIT_SCRIPT = fileURLToPath(new URL('./pglite-init.js', import.meta.url));

/**
 * A new data dir is made in a child process (`pglite-init.ts`): initdb's memory then leaves with it,
 * instead of staying in this process's WebAssembly heap for good.
 */
async function initDataDir(dataDir: string): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, ['--liftoff-only', INIT_SCRIPT, dataDir], {
      maxBuffer: 16 * 2 ** 20,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${dataDir}: ${stderr || String(error)}`, {
      cause: error,
    });
  }
}

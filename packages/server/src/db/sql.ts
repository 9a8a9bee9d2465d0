import { type PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** The little raw SQL the server needs besides Prisma: migrations, health checks and schema tests. */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<void>;
  /**
   * Runs `sql` as the prepared statement `name`: parsed once per connection, not on every call (a
   * command's append on PGlite cost about twice as much parsed each time, issue 14), and planned as
   * `PLAN_CACHE_MODE` in database.ts says. Resolves with the number of rows the statement wrote.
   * `name` must always stand for the same `sql`.
   */
  run(name: string, sql: string, params: unknown[]): Promise<number>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

/** Postgres' SQLSTATE for a prepared statement the session does not have (dropped by `DEALLOCATE`). */
const NO_SUCH_STATEMENT = '26000';

/** A parameter as text, as Postgres reads it in the extended protocol. */
const asText = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean'
        ? String(v)
        : JSON.stringify(v);

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Runs of a prepared statement on PGlite before it is prepared (and so planned) again. PGlite never
 * analyzes: a generic plan fits the table sizes it was made at, and one made on an empty log read a
 * match's whole log per append. Planning again costs about one run.
 */
export const PGLITE_REPLAN_EVERY = 1000;

/**
 * PGlite's `query` sends Parse, Describe and Bind each time; a prepared statement is parsed once (its own
 * Parse, so a failed run never leaves a half-known statement), then each run is Bind, Execute and Sync in
 * one call, under the same locks `query` takes (after any open transaction, one statement at a time).
 */
function pgliteRun(db: PGlite): SqlExecutor['run'] {
  const { serialize } = protocol;
  /** Runs since each statement was prepared. */
  const prepared = new Map<string, number>();
  const once = async (name: string, sql: string, params: unknown[]) => {
    const runs = prepared.get(name);
    if (runs === undefined || runs >= PGLITE_REPLAN_EVERY) {
      const close = runs === undefined ? [] : [serialize.close({ type: 'S', name })];
      await db.execProtocol(joined([...close, serialize.parse({ name, text: sql }), serialize.sync()]));
      prepared.set(name, 1);
    } else prepared.set(name, runs + 1);
    const { messages } = await db.execProtocol(
      joined([
        serialize.bind({ statement: name, values: params.map(asText) }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const done = messages.find((m) => m.name === 'commandComplete') as { text?: string } | undefined;
    return Number(/ (\d+)$/.exec(done?.text ?? '')?.[1] ?? 0);
  };
  return (name, sql, params) =>
    db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(async () => {
        try {
          return await once(name, sql, params);
        } catch (error) {
          if ((error as { code?: unknown }).code !== NO_SUCH_STATEMENT) throw error;
          prepared.delete(name);
          return once(name, sql, params);
        }
      }),
    );
}

export function pgliteSql(db: PGlite): SqlClient {
  const wrap = (q: PGlite | Transaction): Omit<SqlExecutor, 'run'> => ({
    async query<Row>(sql: string, params?: unknown[]) {
      return (await q.query<Row>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    run: pgliteRun(db),
    // Inside a transaction the statement goes as a plain query (the transaction holds PGlite's locks).
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          ...wrap(tx),
          run: async (_name, sql, params) => (await tx.query(sql, params)).affectedRows ?? 0,
        }),
      ),
  };
}

export function postgresSql(pool: pg.Pool): SqlClient {
  const wrap = (q: pg.Pool | pg.PoolClient): SqlExecutor => ({
    async query<Row>(sql: string, params?: unknown[]) {
      return (await q.query(sql, params)).rows as Row[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
    // `pg` parses a named statement once on each pooled connection and reuses it there.
    async run(name: string, sql: string, params: unknown[]) {
      return (await q.query({ name, text: sql, values: params })).rowCount ?? 0;
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

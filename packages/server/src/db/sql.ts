import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** The little raw SQL the server needs besides Prisma: migrations, health checks and schema tests. */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<void>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

export function pgliteSql(db: PGlite): SqlClient {
  const wrap = (q: PGlite | Transaction): SqlExecutor => ({
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
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
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

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Server } from 'socket.io';
import { openDatabase, parsePostgresUrl } from '../db/database.js';

/**
 * The floors the benchmark compares Dugout with, in a process of its own like the server: a bare
 * Socket.IO echo, and with `--durable` the echo plus one insert per message into the same kind of database
 * the server uses (`DATABASE_URL`, else an embedded PGlite under `DATA_DIR`), acknowledged after the insert.
 */
const { values } = parseArgs({ options: { durable: { type: 'boolean', default: false } } });

async function main() {
  const url = process.env.DATABASE_URL;
  const db = values.durable
    ? url
      ? await openDatabase({ kind: 'postgres', ...parsePostgresUrl(url) })
      : await openDatabase({ kind: 'pglite', dataDir: `${process.env.DATA_DIR ?? '.data'}/echo-pglite` })
    : undefined;
  await db?.sql.exec(
    'CREATE TABLE IF NOT EXISTS "BenchEcho" ("id" BIGSERIAL PRIMARY KEY, "payload" JSONB NOT NULL, "at" TIMESTAMPTZ NOT NULL DEFAULT now())',
  );
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  io.on('connection', (s) =>
    s.on('echo', (payload: unknown, ack: (p: unknown) => void) => {
      if (!db) return ack(payload);
      db.sql.query('INSERT INTO "BenchEcho" ("payload") VALUES ($1::jsonb)', [JSON.stringify(payload)]).then(
        () => ack(payload),
        (error: unknown) => ack({ error: String(error) }),
      );
    }),
  );
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  console.log(`echo running at http://localhost:${(http.address() as AddressInfo).port}`);
  const stop = async () => {
    io.close();
    if (db) {
      await db.sql.exec('DROP TABLE IF EXISTS "BenchEcho"').catch(() => undefined);
      await db.close();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error('echo server failed:', error);
  process.exit(1);
});

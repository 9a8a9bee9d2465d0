import type { AddressInfo } from 'node:net';
import { DugoutClient, type MatchConnection, type MatchUpdate } from '@dugout/client';
import type { BuildOptions } from '../app.js';
import { buildServer } from '../app.js';
import { type DatabaseKind, openTestDatabase, testConfig } from './databases.js';

let counter = 0;

/** A listening server over a fresh test database; `close()` closes both. */
export async function startMatchServer(
  kind: DatabaseKind,
  options: Omit<BuildOptions, 'database'> = {},
  env: Record<string, string> = {},
) {
  const db = await openTestDatabase(kind);
  // Per-address limits suited to tests: every client of a test is on 127.0.0.1, and one test may ask for
  // far more replays a minute than a person would (the abuse tests set their own low limits in `env`).
  const limits = { AUTH_RATE_LIMIT: '10000', SOCKET_RATE_LIMIT: '1000', REPLAY_RATE_LIMIT: '10000' };
  const app = await buildServer(testConfig({ ...limits, ...env }), {
    ...options,
    database: db,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const sockets: { disconnect(): void }[] = [];
  return {
    app,
    db,
    baseUrl,
    /** A new registered, logged-in coach. */
    async coach(prefix = 'Coach'): Promise<DugoutClient & { name: string }> {
      const client = new DugoutClient({ baseUrl }) as DugoutClient & { name: string };
      const name = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
      await client.register({ name, email: `${name}@example.com`, password: 'nuffle-sees-all-42' });
      client.name = name;
      return client;
    },
    track<T extends { socket: { disconnect(): void } }>(connection: T): T {
      sockets.push(connection.socket);
      return connection;
    },
    async close() {
      for (const s of sockets) s.disconnect();
      await app.close();
      await db.close();
    },
  };
}

/** Waits until `check` holds, polling; fails after `ms` (a bound on a hang, long enough for a loaded CI machine). */
export async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Records a connection's updates in order. */
export function recorder() {
  const updates: MatchUpdate[] = [];
  return { updates, listeners: { update: (u: MatchUpdate) => updates.push(u) } };
}

export type Conn = MatchConnection;

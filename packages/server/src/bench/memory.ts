import { matchSlots, newStats, registerCoaches } from './load.js';
import { freshPlace } from './places.js';
import { serverEnv, start } from './processes.js';
import { pool, round } from './stats.js';

export interface MemoryOptions {
  server: string;
  kind: 'pglite' | 'postgres';
  /** The numbers of live matches to measure at, growing on one server. */
  points: number[];
  thinkMs: number;
  coaches: number;
  spectators: number;
}

const mb = (bytes: number) => round(bytes / 2 ** 20);

/**
 * The memory mode: the server's RSS at start on a fresh data dir and again on the data dir that start
 * left, then with 1 live match and with each N of `points` (one server, matches added as N grows; each
 * coach deciding one command every `thinkMs` with `spectators` watching, as the capacity mode), and the
 * RSS each live match adds. One JSON line per measurement.
 */
export async function runMemory(o: MemoryOptions): Promise<void> {
  const place = await freshPlace(o.kind);
  const line = (fields: Record<string, unknown>) =>
    console.log(JSON.stringify({ mode: 'memory', database: o.kind, server: o.server, ...fields }));
  const env = serverEnv(place.dataDir, place.databaseUrl);
  try {
    const first = await start(o.server, env);
    const fresh = await settledRss(first.rssBytes);
    await first.kill();
    const server = await start(o.server, env);
    try {
      const existing = await settledRss(server.rssBytes);
      line({ at: 'start', freshDataDirRssMb: mb(fresh), existingDataDirRssMb: mb(existing) });
      const most = Math.max(1, ...o.points);
      const coaches = await registerCoaches([server.url], Math.max(1, Math.min(o.coaches, most)));
      const base = await settledRss(server.rssBytes);
      line({ at: 'coaches registered', coaches: coaches.length, rssMb: mb(base) });
      const stats = newStats();
      let live = 0;
      const slots = matchSlots({
        url: server.url,
        coaches,
        thinkMs: o.thinkMs,
        spectators: o.spectators,
        stats,
      });
      for (const n of [1, ...o.points.filter((p) => p > 1).sort((a, b) => a - b)]) {
        const from = live;
        await pool(
          Array.from({ length: n - from }, (_, i) => from + i),
          16,
          (i) => slots.fill(i),
        );
        live = n;
        // Two think times: every match has played a command or two since it was set up.
        await new Promise((r) => setTimeout(r, 2 * o.thinkMs + 1000));
        const rss = server.rssBytes();
        line({
          at: 'live matches',
          matches: n,
          rssMb: mb(rss),
          rssPerLiveMatchKb: Math.round((rss - base) / 1024 / n),
          setupErrors: slots.setupErrors(),
        });
      }
      slots.stop();
    } finally {
      await server.kill();
    }
  } finally {
    await place.dispose();
  }
}

/** RSS once start-up's last work has run down: the reading after a quiet second. */
async function settledRss(rssBytes: () => number): Promise<number> {
  await new Promise((r) => setTimeout(r, 1000));
  return rssBytes();
}

import path from 'node:path';
import { matchSlots, newStats, registerCoaches } from './load.js';
import { freshPlace } from './places.js';
import { type Child, serverEnv, start } from './processes.js';
import { percentile, pool, round } from './stats.js';

export interface MemoryOptions {
  server: string;
  kind: 'pglite' | 'postgres';
  /** The numbers of live matches to measure at, growing on one server. */
  points: number[];
  thinkMs: number;
  coaches: number;
  spectators: number;
  /** Where to write a V8 heap snapshot of the server at each point (none when undefined). */
  heapSnapshotDir?: string;
}

const mb = (bytes: number) => round(bytes / 2 ** 20);

/**
 * The memory mode: the server's RSS at start on a fresh data dir and again on the data dir that start
 * left, then with 1 live match and with each N of `points` (one server, matches added as N grows; each
 * coach deciding one command every `thinkMs` with `spectators` watching, as the capacity mode), and what
 * each live match adds: RSS as it is, and from the server's heap probe (`heap-probe.ts`) the V8 heap in
 * use before and after full collections (live objects against garbage not yet collected), the memory
 * outside the heap (buffers, WebAssembly) and RSS after those collections. One JSON line per measurement.
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
    const server = await start(o.server, env, [], { probe: true });
    try {
      const existing = await settledRss(server.rssBytes);
      line({ at: 'start', freshDataDirRssMb: mb(fresh), existingDataDirRssMb: mb(existing) });
      const most = Math.max(1, ...o.points);
      const coaches = await registerCoaches([server.url], Math.max(1, Math.min(o.coaches, most)));
      const base = await reading(server, await settledRss(server.rssBytes), o.heapSnapshotDir, 0);
      line({ at: 'coaches registered', coaches: coaches.length, ...base.fields });
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
        // Two think times: every match has played a command or two since it was set up. RSS is read
        // four times a second meanwhile: one reading moves by megabytes with where the collector is.
        const rss = await sampleRss(server.rssBytes, 2 * o.thinkMs + 1000);
        const now = await reading(server, rss.median, o.heapSnapshotDir, n);
        const perMatch = (k: keyof Reading['bytes']) => Math.round((now.bytes[k] - base.bytes[k]) / 1024 / n);
        line({
          at: 'live matches',
          matches: n,
          ...now.fields,
          rssMaxMb: mb(rss.max),
          rssPerLiveMatchKb: perMatch('rss'),
          heapPerLiveMatchKb: perMatch('heapBefore'),
          liveHeapPerLiveMatchKb: perMatch('heapAfter'),
          outsideHeapPerLiveMatchKb: perMatch('external'),
          collectedRssPerLiveMatchKb: perMatch('rssAfter'),
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

type Reading = Awaited<ReturnType<typeof reading>>;

/**
 * The server's memory now: `rss` as read by the caller, then from the heap probe the V8 heap in use
 * before and after full collections, the memory outside the heap (`external`: buffers and WebAssembly
 * memories) and RSS a second after the collections; and a heap snapshot `matches-N.heapsnapshot` in `dir` if one
 * is asked for (writing one grows RSS by the snapshot's size: read RSS figures of such a run with care).
 */
async function reading(server: Child, rss: number, dir: string | undefined, matches: number) {
  const { before, after } = await server.memory();
  // V8 hands the pages it freed back to the system a little after the collection.
  const rssAfter = await settledRss(server.rssBytes);
  const file = dir ? await server.heapSnapshot(path.join(dir, `matches-${matches}.heapsnapshot`)) : undefined;
  return {
    bytes: {
      rss,
      heapBefore: before.heapUsed,
      heapAfter: after.heapUsed,
      external: after.external,
      rssAfter,
    },
    fields: {
      rssMb: mb(rss),
      heapUsedMb: mb(before.heapUsed),
      liveHeapMb: mb(after.heapUsed),
      externalMb: mb(after.external),
      collectedRssMb: mb(rssAfter),
      ...(file ? { heapSnapshot: file } : {}),
    },
  };
}

/** RSS read every 250 ms for `ms`: the median and the highest reading. */
async function sampleRss(rssBytes: () => number, ms: number): Promise<{ median: number; max: number }> {
  const readings: number[] = [];
  for (const end = Date.now() + ms; Date.now() < end; ) {
    await new Promise((r) => setTimeout(r, 250));
    readings.push(rssBytes());
  }
  readings.sort((a, b) => a - b);
  return { median: percentile(readings, 50), max: readings[readings.length - 1] ?? 0 };
}

/** RSS once start-up's last work has run down: the reading after a quiet second. */
async function settledRss(rssBytes: () => number): Promise<number> {
  await new Promise((r) => setTimeout(r, 1000));
  return rssBytes();
}

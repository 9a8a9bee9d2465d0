import { matchSlots, newStats, registerCoaches } from './load.js';
import { freshPlace } from './places.js';
import { serverEnv, start } from './processes.js';
import { pool, round, summary } from './stats.js';

export interface CapacityOptions {
  server: string;
  kind: 'pglite' | 'postgres';
  seconds: number;
  /** The numbers of live matches to measure, each on a fresh server and database. */
  points: number[];
  thinkMs: number;
  coaches: number;
  spectators: number;
}

/** The p99 a point must stay under to count. */
const P99_LIMIT_MS = 50;

/**
 * The capacity mode: for each N, a fresh server with N live matches against the bot, each coach deciding
 * one command every `thinkMs` with `spectators` watching, measured for `seconds`: command→update latency,
 * errors, the server's CPU and its RSS per live match. Prints a line per N and the largest N whose p99
 * stayed under 50 ms.
 */
export async function runCapacity(o: CapacityOptions): Promise<void> {
  let best: number | null = null;
  for (const n of o.points) {
    const place = await freshPlace(o.kind);
    // Started once to create and migrate the database, then again: a first start's set-up (PGlite's
    // initdb) leaves memory behind that would blur the RSS per match.
    await (await start(o.server, serverEnv(place.dataDir, place.databaseUrl))).kill();
    const server = await start(o.server, serverEnv(place.dataDir, place.databaseUrl));
    try {
      const coaches = await registerCoaches([server.url], Math.max(1, Math.min(o.coaches, n)));
      global.gc?.();
      const rssIdle = server.rssBytes();
      const stats = newStats();
      const slots = matchSlots({
        url: server.url,
        coaches,
        thinkMs: o.thinkMs,
        spectators: o.spectators,
        stats,
      });
      const setupStarted = performance.now();
      await pool(
        Array.from({ length: n }, (_, i) => i),
        16,
        (i) => slots.fill(i),
      );
      const setupSeconds = (performance.now() - setupStarted) / 1000;
      // One think time to settle into the rhythm, then measure.
      await new Promise((r) => setTimeout(r, o.thinkMs + 1000));
      const cpuBefore = server.cpuSeconds();
      stats.measuring = true;
      const started = performance.now();
      await new Promise((r) => setTimeout(r, o.seconds * 1000));
      stats.measuring = false;
      const elapsed = (performance.now() - started) / 1000;
      const cpu = server.cpuSeconds() - cpuBefore;
      const rss = server.rssBytes();
      slots.stop();
      const latency = summary(stats.latencies);
      const updates = summary(stats.updateBytes);
      const ok = latency.p99 < P99_LIMIT_MS && stats.errors === 0 && slots.setupErrors() === 0;
      if (ok && (best === null || n > best)) best = n;
      console.log(
        JSON.stringify({
          mode: 'capacity',
          database: o.kind,
          server: o.server,
          matches: n,
          seconds: round(elapsed),
          setupSeconds: round(setupSeconds),
          commands: latency.n,
          commandsPerSecond: round(latency.n / elapsed),
          updatesPerSecond: round(stats.updates / elapsed),
          latencyMs: { p50: latency.p50, p99: latency.p99 },
          errors: stats.errors,
          setupErrors: slots.setupErrors(),
          serverCpuPercent: round((cpu / elapsed) * 100),
          // Per stored command (the coaches' and the bot's: every update a coach saw), and per coach command.
          serverCpuMsPerCommand: stats.updates > 0 ? round((cpu * 1000) / stats.updates) : null,
          serverCpuMsPerCoachCommand: latency.n > 0 ? round((cpu * 1000) / latency.n) : null,
          serverRssMb: round(rss / 2 ** 20),
          serverRssIdleMb: round(rssIdle / 2 ** 20),
          rssPerLiveMatchKb: Math.round((rss - rssIdle) / 1024 / n),
          updateBytes: { median: updates.p50, p99: updates.p99 },
          p99Under50ms: ok,
        }),
      );
    } finally {
      await server.kill();
      await place.dispose();
    }
  }
  console.log(
    JSON.stringify({
      mode: 'capacity',
      database: o.kind,
      server: o.server,
      largestMatchesUnder50msP99: best,
    }),
  );
}

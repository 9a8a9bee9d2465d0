import type { DugoutClient } from '@dugout/client';
import { io as connect } from 'socket.io-client';
import { newStats, playOne, registerCoaches } from './load.js';
import { freshPlace } from './places.js';
import { ECHO_SERVER, serverEnv, start } from './processes.js';
import { round, summary } from './stats.js';

export interface LatencyOptions {
  server: string;
  kind: 'pglite' | 'postgres';
  seconds: number;
}

/** Sequential echoes for `ms`: one in flight at a time, as one coach playing the bot sends commands. */
async function echoFor(url: string, ms: number): Promise<number[]> {
  const socket = connect(url, { transports: ['websocket'] });
  await new Promise<void>((r) => socket.on('connect', () => r()));
  const samples: number[] = [];
  const until = performance.now() + ms;
  // A warm-up before measuring (JIT, the database's first inserts).
  for (let i = 0; i < 50; i++)
    await socket.emitWithAck('echo', { matchId: 'x', clientId: `w${i}`, command: { kind: 'end-turn' } });
  for (let i = 0; performance.now() < until; i++) {
    const at = performance.now();
    const reply = await socket.emitWithAck('echo', {
      matchId: 'x',
      clientId: `c${i}`,
      command: { kind: 'end-turn' },
    });
    if (reply && typeof reply === 'object' && 'error' in reply) throw new Error(String(reply.error));
    samples.push(performance.now() - at);
  }
  socket.disconnect();
  return samples;
}

/**
 * The latency mode: one coach against the bot, each command sent as soon as it is the coach's decision,
 * beside the two floors measured in the same run: a bare Socket.IO echo and a bare durable echo (the echo
 * plus one insert into the same kind of database per message).
 */
export async function runLatency(o: LatencyOptions): Promise<void> {
  const ms = o.seconds * 1000;
  const place = await freshPlace(o.kind);
  try {
    const echo = await start(ECHO_SERVER, serverEnv(place.dataDir, place.databaseUrl));
    const bare = await echoFor(echo.url, ms);
    await echo.kill();
    const durableEcho = await start(ECHO_SERVER, serverEnv(place.dataDir, place.databaseUrl), ['--durable']);
    const durable = await echoFor(durableEcho.url, ms);
    await durableEcho.kill();

    const server = await start(o.server, serverEnv(place.dataDir, place.databaseUrl));
    const [coach] = await registerCoaches([server.url], 1);
    const stats = newStats();
    let stopped = false;
    // Matches end; another starts until the time is up.
    const another = async (): Promise<void> => {
      if (stopped) return;
      const { sockets } = await playOne({
        coach: coach as DugoutClient,
        urls: { coach: server.url, spectators: [] },
        thinkMs: 0,
        stats,
        stopped: () => stopped,
        ended: () => {
          for (const s of sockets) s.disconnect();
          void another();
        },
      });
      if (stopped) for (const s of sockets) s.disconnect();
    };
    await another();
    // Warm-up, then measure.
    await new Promise((r) => setTimeout(r, Math.min(3000, ms / 3)));
    stats.measuring = true;
    await new Promise((r) => setTimeout(r, ms));
    stats.measuring = false;
    stopped = true;
    await server.kill();

    const dugout = summary(stats.latencies);
    const e = summary(bare);
    const d = summary(durable);
    const updates = summary(stats.updateBytes);
    console.log(
      JSON.stringify({
        mode: 'latency',
        database: o.kind,
        server: o.server,
        roundTripMs: dugout,
        echoMs: e,
        durableEchoMs: d,
        ratioToEchoP50: round(dugout.p50 / e.p50),
        ratioToDurableEchoP50: round(dugout.p50 / d.p50),
        ratioToDurableEchoP99: round(dugout.p99 / d.p99),
        updateBytes: { median: updates.p50, p99: updates.p99 },
        errors: stats.errors,
      }),
    );
  } finally {
    await place.dispose();
  }
}

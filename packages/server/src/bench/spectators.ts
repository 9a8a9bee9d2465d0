import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DugoutClient } from '@dugout/client';
import { io as connect, type Socket } from 'socket.io-client';
import { buildServer } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';

/**
 * `pnpm --filter @dugout/server bench:spectators` (issue 15 item 2): N anonymous sockets from one address
 * join one live match as spectators, then all disconnect, while `/healthz` is asked every 10 ms. Prints
 * one JSON line: /healthz latency (p50, p99, max) during the joins and during the disconnects. The sockets
 * run in a child process, so the figures are the server's, not the clients' parsing.
 */
const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    clients: { type: 'string' },
    match: { type: 'string' },
  },
});
const N = Number(values.sockets);

/** The child: N spectators join, say "joined", wait for a line, all disconnect, say "left". */
async function clients(baseUrl: string, matchId: string) {
  const sockets: Socket[] = [];
  const joinOne = async () => {
    const socket = connect(baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('welcome', () => resolve());
      socket.once('connect_error', reject);
    });
    await new Promise<void>((resolve, reject) =>
      socket.emit('match:join', { matchId, as: 'spectator' }, (reply: { ok: boolean }) =>
        reply.ok ? resolve() : reject(new Error(JSON.stringify(reply))),
      ),
    );
  };
  // 50 handshakes at a time: the listen backlog would reset a burst of thousands on loopback.
  for (let i = 0; i < N; i += 50) await Promise.all(Array.from({ length: Math.min(50, N - i) }, joinOne));
  console.log('joined');
  const lines = createInterface({ input: process.stdin });
  await new Promise((resolve) => lines.once('line', resolve));
  for (const s of sockets) s.disconnect();
  console.log('left');
  lines.close();
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const figures = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    samples: s.length,
    p50: r(percentile(s, 50)),
    p99: r(percentile(s, 99)),
    max: r(s.at(-1) ?? Number.NaN),
  };
};

async function main() {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    COOKIE_SECURE: 'false',
    AUTH_RATE_LIMIT: '100000',
    MAX_CONNECTIONS_PER_ADDRESS: String(N + 100),
  });
  const db = await openDatabase({ kind: 'pglite' });
  await migrate(db.sql);
  const app = await buildServer(config, { database: db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const coach = new DugoutClient({ baseUrl });
  await coach.register({
    name: 'BenchCoach',
    email: 'spectators@example.com',
    password: 'a long bench passphrase 42',
  });
  const match = await coach.playBot({ team: { roster: 'human' } });

  let phase = 'idle' as 'joins' | 'leaves' | 'idle';
  const samples: Record<'joins' | 'leaves', number[]> = { joins: [], leaves: [] };
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const at = phase;
      const start = performance.now();
      await fetch(`${baseUrl}/healthz`).then((r) => r.arrayBuffer());
      if (at !== 'idle') samples[at].push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();

  phase = 'joins';
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--sockets', String(N), '--clients', baseUrl, '--match', match.id],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const said = createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve) => said.once('line', resolve));
  if ((await next()) !== 'joined') throw new Error('the clients did not join');
  const joinedMs = performance.now() - started;
  phase = 'leaves';
  const leaving = performance.now();
  child.stdin.write('leave\n');
  await next();
  // The server has seen every disconnect once no spectator socket is left in the match's room.
  for (;;) {
    if ((app.io.of('/').adapter.rooms.get(`m:${match.id}:spectator`)?.size ?? 0) === 0) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  // A little longer: the work the disconnects queued (notices) runs after them.
  const settle = performance.now();
  while (performance.now() - settle < 1500) await new Promise((r) => setTimeout(r, 50));
  const leftMs = performance.now() - leaving;
  probing = false;
  await probe;
  console.log(
    JSON.stringify({
      sockets: N,
      joinSeconds: Math.round(joinedMs) / 1000,
      leaveSeconds: Math.round(leftMs) / 1000,
      healthzDuringJoins: figures(samples.joins),
      healthzDuringLeaves: figures(samples.leaves),
    }),
  );
  await app.close();
  await db.close();
}

(values.clients ? clients(values.clients, values.match ?? '') : main()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { DugoutClient, type DugoutSocket, type MatchSnapshot, type MatchUpdate } from '@dugout/client';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { buildServer } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, parsePostgresUrl } from '../db/database.js';
import { migrate } from '../db/migrate.js';

/**
 * `pnpm bench:server`: N concurrent matches against the bot over real Socket.IO clients (plus spectators)
 * for T seconds on loopback, then a bare Socket.IO echo with as many clients; prints one JSON line.
 * Clients run in this process too, so the figures include their cost on both sides.
 */
const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '100' },
    spectators: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '10' },
    coaches: { type: 'string', default: '10' },
  },
});
const N = Number(values.matches);
const S = Number(values.spectators);
const T = Number(values.seconds) * 1000;

interface Decision {
  team: string;
  options: unknown[];
}
const decisionOf = (view: unknown) => (view as { decision: Decision | null }).decision;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const round = (n: number) => Math.round(n * 100) / 100;

async function main() {
  const env = {
    ...process.env,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '100000',
    SOCKET_RATE_LIMIT: '1000',
    // One address and a few coaches play every match here: lift issue 15's per-address and per-coach limits.
    MAX_CONNECTIONS_PER_ADDRESS: '1000000',
    MAX_LIVE_BOT_MATCHES_PER_COACH: '1000000',
    MAX_MATCHES_PER_SOCKET: '1000000',
  };
  const config = loadConfig(env);
  const db = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', ...parsePostgresUrl(config.databaseUrl) })
    : await openDatabase({ kind: 'pglite' });
  await migrate(db.sql);
  const app = await buildServer(config, { database: db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const coaches: DugoutClient[] = [];
  for (let i = 0; i < Number(values.coaches); i++) {
    const c = new DugoutClient({ baseUrl });
    const name = `Bench${Date.now().toString(36)}${i}`;
    await c.register({ name, email: `${name}@example.com`, password: 'benchmark-pass-123' });
    coaches.push(c);
  }

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const rtts: number[] = [];
  let commands = 0;
  let allCommands = 0;
  let measuring = false;
  let stopped = false;
  const sockets: DugoutSocket[] = [];

  async function runMatch(slot: number): Promise<void> {
    const coach = coaches[slot % coaches.length]!;
    const match = await coach.playBot({ team: { roster: 'human' }, botTeam: { roster: 'orc' } });
    const socket = coach.connect({ transports: ['websocket'] });
    sockets.push(socket);
    for (let s = 0; s < S; s++) {
      const spectator = new DugoutClient({ baseUrl }).connect({ transports: ['websocket'] });
      sockets.push(spectator);
      await spectator.emitWithAck('match:join', { matchId: match.id, as: 'spectator' });
    }
    const joined = await socket.emitWithAck('match:join', { matchId: match.id });
    if (!joined.ok) throw new Error(joined.error.message);
    const snapshot: MatchSnapshot = joined.snapshot;
    const seat = snapshot.as;
    let view = snapshot.view;
    let pending: { clientId: string; at: number } | undefined;
    let next = 0;
    const play = () => {
      if (stopped || pending) return;
      const d = decisionOf(view);
      if (!d) {
        socket.disconnect();
        if (!stopped) void runMatch(slot);
        return;
      }
      if (d.team !== seat) return;
      const command = d.options[Math.floor(Math.random() * d.options.length)];
      pending = { clientId: `b${next++}`, at: performance.now() };
      socket.emit('match:command', { matchId: match.id, clientId: pending.clientId, command }, (reply) => {
        if (!reply.ok) pending = undefined;
      });
    };
    socket.on('match:update', (u: MatchUpdate) => {
      if (u.matchId !== match.id) return;
      view = u.view;
      if (measuring) allCommands++;
      if (pending && u.clientId === pending.clientId) {
        if (measuring) {
          rtts.push(performance.now() - pending.at);
          commands++;
        }
        pending = undefined;
      }
      play();
    });
    play();
  }

  await Promise.all(Array.from({ length: N }, (_, i) => runMatch(i)));
  await new Promise((r) => setTimeout(r, Math.min(2000, T / 5)));
  measuring = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, T));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const rssDuring = process.memoryUsage().rss;
  const live = app.host.loadedRooms();
  stopped = true;
  for (const s of sockets) s.disconnect();
  await app.close();
  await db.close();

  // The bare Socket.IO echo, as many clients, same duration.
  const echoHttp = createServer();
  const echoIo = new Server(echoHttp, { serveClient: false });
  echoIo.on('connection', (s) => s.on('echo', (payload: unknown, ack: (p: unknown) => void) => ack(payload)));
  await new Promise<void>((r) => echoHttp.listen(0, '127.0.0.1', r));
  const echoUrl = `http://127.0.0.1:${(echoHttp.address() as AddressInfo).port}`;
  const echoes: number[] = [];
  let echoing = true;
  const clients: Socket[] = [];
  await Promise.all(
    Array.from({ length: N }, async () => {
      const c = connect(echoUrl, { transports: ['websocket'] });
      clients.push(c);
      await new Promise<void>((r) => c.on('connect', () => r()));
      const loop = () => {
        if (!echoing) return;
        const at = performance.now();
        c.emit('echo', { n: 1 }, () => {
          echoes.push(performance.now() - at);
          loop();
        });
      };
      loop();
    }),
  );
  await new Promise((r) => setTimeout(r, Math.min(T, 5000)));
  echoing = false;
  for (const c of clients) c.disconnect();
  echoIo.close();

  rtts.sort((a, b) => a - b);
  echoes.sort((a, b) => a - b);
  const p50 = percentile(rtts, 50);
  const echoP50 = percentile(echoes, 50);
  console.log(
    JSON.stringify({
      matches: N,
      liveRooms: live,
      spectators: N * S,
      seconds: round(elapsed),
      coachCommands: commands,
      coachCommandsPerSecond: round(commands / elapsed),
      allCommandsPerSecond: round(allCommands / elapsed),
      roundTripMs: { p50: round(p50), p95: round(percentile(rtts, 95)), p99: round(percentile(rtts, 99)) },
      echoMs: { p50: round(echoP50), p99: round(percentile(echoes, 99)) },
      ratioP50: round(p50 / echoP50),
      rssPerLiveMatchKb: Math.round((rssDuring - rssBefore) / 1024 / Math.max(1, live)),
      database: db.kind,
    }),
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error('bench:server failed:', error);
  process.exit(1);
});

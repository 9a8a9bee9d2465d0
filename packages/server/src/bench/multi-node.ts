import type { DugoutSocket } from '@dugout/client';
import pg from 'pg';
import { newStats, playOne, registerCoaches } from './load.js';
import { freshPlace } from './places.js';
import { type Child, serverEnv, start } from './processes.js';
import { pool, round, summary } from './stats.js';

export interface MultiNodeOptions {
  server: string;
  /** Server processes (2 or 3), on one Postgres and one Redis. */
  nodes: number;
  matches: number;
  seconds: number;
  thinkMs: number;
  leaseSeconds: number;
}

/**
 * The multi-node mode: `nodes` server processes on one Postgres schema and one Redis, live matches against
 * the bot created on every node (so every node owns some), each coach's and spectator's sockets on
 * another node than the owner. Halfway through, the first node is killed with SIGKILL. At the end the
 * log is checked against every acknowledged command: lost (acknowledged but not stored under its number)
 * and duplicates (a client id stored twice) must both be 0; the time to take over is from the kill to
 * each of the dead node's matches having a lease on a survivor.
 */
export async function runMultiNode(o: MultiNodeOptions): Promise<void> {
  const redis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const place = await freshPlace('postgres');
  const env = serverEnv(place.dataDir, place.databaseUrl, {
    REDIS_URL: redis,
    MATCH_LEASE_SECONDS: String(o.leaseSeconds),
  });
  const nodes: Child[] = [];
  const sql = new pg.Client({ connectionString: place.databaseUrl!.replace(/[?&]schema=[^&]+/, '') });
  const schema = new URL(place.databaseUrl!).searchParams.get('schema')!;
  try {
    // The first one migrates the fresh schema; the others start after it.
    for (let i = 0; i < o.nodes; i++) nodes.push(await start(o.server, env));
    await sql.connect();
    await sql.query(`SET search_path TO "${schema}"`);
    const urls = nodes.map((n) => n.url);
    const victim = 0;
    const survivors = urls.filter((_, i) => i !== victim);
    // Coach i is registered on node i % nodes: its bot matches start (and are owned) there.
    const coaches = await registerCoaches(urls, Math.max(o.nodes, Math.min(o.matches, 30)));
    const stats = newStats();
    const acked = new Map<string, Map<string, number>>();
    const ownedByVictim = new Set<string>();
    const sockets: DugoutSocket[] = [];
    let stopped = false;
    let killed = false;
    const one = async (slot: number): Promise<void> => {
      const home = slot % coaches.length;
      if (stopped || (killed && home % o.nodes === victim)) return;
      // Sockets never on the node to be killed: its coaches' connections would die with it.
      const played = await playOne({
        coach: coaches[home]!,
        urls: {
          coach: survivors[slot % survivors.length]!,
          spectators: [survivors[(slot + 1) % survivors.length]!],
        },
        thinkMs: o.thinkMs,
        stats,
        stopped: () => stopped,
        acked: (matchId, seq, clientId) => {
          const m = acked.get(matchId) ?? new Map<string, number>();
          acked.set(matchId, m);
          m.set(clientId, seq);
        },
        ended: () => void one(slot).catch(() => undefined),
      });
      if (home % o.nodes === victim) ownedByVictim.add(played.matchId);
      sockets.push(...played.sockets);
    };
    await pool(
      Array.from({ length: o.matches }, (_, i) => i),
      8,
      (i) => one(i),
    );
    stats.measuring = true;
    const started = performance.now();
    await new Promise((r) => setTimeout(r, (o.seconds * 1000) / 2));

    // Which node id the victim has (its matches' leases), then the kill.
    const victimMatches = [...ownedByVictim];
    const held = await sql.query<{ node: string }>(
      'SELECT DISTINCT "node" FROM "MatchLease" WHERE "matchId" = ANY($1::uuid[]) AND "expiresAt" > now()',
      [victimMatches],
    );
    const victimIds = held.rows.map((r) => r.node);
    const killedAt = performance.now();
    killed = true;
    await nodes[victim]!.kill('SIGKILL');
    const takenAt = new Map<string, number>();
    while (takenAt.size < victimMatches.length && performance.now() - killedAt < 60_000) {
      const moved = await sql.query<{ matchId: string }>(
        `SELECT l."matchId" FROM "MatchLease" l JOIN "Match" m ON m."id" = l."matchId"
         WHERE l."matchId" = ANY($1::uuid[]) AND (m."status" = 'finished' OR
           (l."node" <> ALL($2::text[]) AND l."expiresAt" > now()))`,
        [victimMatches, victimIds],
      );
      for (const r of moved.rows)
        if (!takenAt.has(r.matchId)) takenAt.set(r.matchId, performance.now() - killedAt);
      await new Promise((r) => setTimeout(r, 50));
    }
    const rest = (o.seconds * 1000) / 2 - (performance.now() - killedAt);
    if (rest > 0) await new Promise((r) => setTimeout(r, rest));
    stats.measuring = false;
    stopped = true;
    const elapsed = (performance.now() - started) / 1000;
    // Let answers in flight arrive before the log is read.
    await new Promise((r) => setTimeout(r, 2_000));
    for (const s of sockets) s.disconnect();

    let ackedCommands = 0;
    let lost = 0;
    for (const [matchId, byClient] of acked) {
      const log = await sql.query<{ clientId: string; seq: number }>(
        'SELECT "clientId", "seq" FROM "MatchCommand" WHERE "matchId" = $1 AND "clientId" IS NOT NULL',
        [matchId],
      );
      const stored = new Map(log.rows.map((r) => [r.clientId, r.seq]));
      for (const [clientId, seq] of byClient) {
        ackedCommands++;
        if (stored.get(clientId) !== seq) lost++;
      }
    }
    const duplicates = await sql.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM "MatchCommand" WHERE "clientId" IS NOT NULL
         GROUP BY "matchId", "seat", "clientId" HAVING count(*) > 1) d`,
    );
    const takeover = summary([...takenAt.values()]);
    const latency = summary(stats.latencies);
    console.log(
      JSON.stringify({
        mode: 'multi-node',
        server: o.server,
        nodes: o.nodes,
        matches: o.matches,
        seconds: round(elapsed),
        leaseSeconds: o.leaseSeconds,
        ackedCommands,
        commandsLost: lost,
        duplicates: Number(duplicates.rows[0]?.n ?? 0),
        errors: stats.errors,
        latencyMs: { p50: latency.p50, p99: latency.p99 },
        killedNodeMatches: victimMatches.length,
        takenOver: takenAt.size,
        takeoverMs: { p50: takeover.p50, max: round(Math.max(...takenAt.values(), 0)) },
      }),
    );
  } finally {
    await sql.end().catch(() => undefined);
    for (const n of nodes) await n.kill();
    await place.dispose();
  }
}

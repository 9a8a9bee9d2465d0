import { DugoutClient, type DugoutSocket, MatchConnection, type MatchUpdate } from '@dugout/client';
import { pool, retry } from './stats.js';

interface Decision {
  team: string;
  options: unknown[];
}
const decisionOf = (view: unknown) => (view as { decision: Decision | null } | undefined)?.decision ?? null;

/** Coaches registered on a server, each with a session; matches are spread over them. */
export async function registerCoaches(baseUrls: readonly string[], count: number): Promise<DugoutClient[]> {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return pool(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i) => {
      const c = new DugoutClient({ baseUrl: baseUrls[i % baseUrls.length]! });
      const name = `Bench${run}${i}`;
      await retry(() => c.register({ name, email: `${name}@example.com`, password: 'benchmark-pass-123' }));
      return c;
    },
  );
}

export interface LoadStats {
  /** Command sent → its own update, ms. */
  latencies: number[];
  errors: number;
  /** Every update a coach saw (its own commands and the bot's). */
  updates: number;
  /** Bytes of each `match:update` as it arrived (JSON), sampled. */
  updateBytes: number[];
  measuring: boolean;
}

export const newStats = (): LoadStats => ({
  latencies: [],
  errors: 0,
  updates: 0,
  updateBytes: [],
  measuring: false,
});

export interface PlayOptions {
  coach: DugoutClient;
  /** Where the coach's and the spectators' sockets connect (several nodes in the multi-node mode). */
  urls: { coach: string; spectators: string[] };
  /** Pause between the coach's decisions, ms (0: at once). */
  thinkMs: number;
  stats: LoadStats;
  stopped: () => boolean;
  /** Called with every acknowledged command (the multi-node mode counts them). */
  acked?: (matchId: string, seq: number, clientId: string) => void;
  /** Called when the match ends; the caller may start another. */
  ended?: () => void;
}

/** One coach playing a bot match (human against orc) with its spectators, until stopped or the match ends. */
export async function playOne(o: PlayOptions): Promise<{ matchId: string; sockets: DugoutSocket[] }> {
  const match = await retry(() => o.coach.playBot({ team: { roster: 'human' }, botTeam: { roster: 'orc' } }));
  const sockets: DugoutSocket[] = [];
  const socketTo = (url: string, client: DugoutClient) => {
    const s = client.connect({ transports: ['websocket'] }, url);
    sockets.push(s);
    return s;
  };
  for (const url of o.urls.spectators) {
    const spectator = new DugoutClient({ baseUrl: url });
    const s = socketTo(url, spectator);
    await retry(() => MatchConnection.open(s, match.id, { as: 'spectator', timeoutMs: 30_000 }));
  }
  const socket = socketTo(o.urls.coach, o.coach);
  socket.on('match:update', (u: unknown) => {
    if (o.stats.measuring && o.stats.updateBytes.length < 100_000)
      o.stats.updateBytes.push(Buffer.byteLength(JSON.stringify(u)));
  });
  let pending: { clientId: string; at: number } | undefined;
  let next = 0;
  let timer: NodeJS.Timeout | undefined;
  let lastSent = performance.now() - Math.random() * o.thinkMs;
  let over = false;
  /** The last command's acknowledgement, which comes after its update: the match may end in between. */
  let acking: Promise<unknown> = Promise.resolve();
  const connection: { c?: MatchConnection } = {};
  const play = () => {
    const c = connection.c;
    if (!c || o.stopped() || pending || timer || over) return;
    const d = decisionOf(c.view);
    if (!d) {
      over = true;
      // Closing the sockets before the last acknowledgement arrived failed that command here (the
      // "errors: 1" of every latency run), though the server had stored and announced it.
      void acking.finally(() => o.ended?.());
      return;
    }
    if (d.team !== c.recipient) return;
    const wait = lastSent + o.thinkMs - performance.now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        play();
      }, wait);
      return;
    }
    const command = d.options[Math.floor(Math.random() * d.options.length)];
    const clientId = `b${next++}`;
    pending = { clientId, at: performance.now() };
    lastSent = pending.at;
    acking = c.send(command, clientId).then(
      (ack) => {
        o.acked?.(match.id, ack.seq, clientId);
        // A resend answered as a duplicate has no update of its own.
        if (ack.duplicate && pending?.clientId === clientId) pending = undefined;
      },
      () => {
        if (o.stats.measuring) o.stats.errors++;
        if (pending?.clientId === clientId) pending = undefined;
        play();
      },
    );
  };
  connection.c = await retry(() =>
    MatchConnection.open(socket, match.id, {
      timeoutMs: 30_000,
      listeners: {
        update: (u: MatchUpdate) => {
          if (o.stats.measuring) o.stats.updates++;
          if (pending && u.clientId === pending.clientId) {
            if (o.stats.measuring) o.stats.latencies.push(performance.now() - pending.at);
            pending = undefined;
          }
          setImmediate(play);
        },
        snapshot: () => setImmediate(play),
      },
    }),
  );
  play();
  return { matchId: match.id, sockets };
}

/**
 * Live-match slots on one server: `fill(slot)` sets a match up in that slot and sets up the next one there
 * when it ends, until `stop()` (which disconnects every socket). Set-up failures are counted, not thrown.
 */
export function matchSlots(o: {
  url: string;
  coaches: DugoutClient[];
  thinkMs: number;
  spectators: number;
  stats: LoadStats;
}) {
  let stopped = false;
  let setupErrors = 0;
  const sockets: DugoutSocket[] = [];
  const fill = async (slot: number): Promise<void> => {
    if (stopped) return;
    try {
      const played = await playOne({
        coach: o.coaches[slot % o.coaches.length]!,
        urls: { coach: o.url, spectators: Array.from({ length: o.spectators }, () => o.url) },
        thinkMs: o.thinkMs,
        stats: o.stats,
        stopped: () => stopped,
        ended: () => {
          for (const s of played.sockets) s.disconnect();
          void fill(slot);
        },
      });
      sockets.push(...played.sockets);
    } catch {
      setupErrors++;
    }
  };
  return {
    fill,
    setupErrors: () => setupErrors,
    stop() {
      stopped = true;
      for (const s of sockets) s.disconnect();
    },
  };
}

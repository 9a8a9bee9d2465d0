import type { Seat, SeatPresence } from '@dugout/client';
import { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import type { ClockRecords } from './clock-records.js';
import type { Presence, PubSub } from './presence.js';
import type { ClockRecord } from './room/turn-clock.js';

/**
 * Resolves once `client` has finished its handshake ('ready'); rejects after `timeoutMs` with an error naming
 * the setting. ioredis 5.8 sends its handshake's INFO after a SUBSCRIBE issued while connecting, Redis refuses
 * it, and the subscription is lost with the reconnect (ioredis#2037): subscribe only after this.
 */
export function whenReady(client: Redis, timeoutMs = 10_000): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('ready', ready);
      reject(new Error(`Redis at REDIS_URL did not become ready within ${timeoutMs / 1000} s.`));
    }, timeoutMs);
    const ready = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', ready);
  });
}

/**
 * Messages between nodes on Redis pub/sub (one connection publishes, one subscribes). Subscriptions are
 * sent once the subscriber is ready, and sent again each time it reconnects, by this class rather than
 * ioredis (whose own resubscription is lost in the race above).
 */
export class RedisPubSub implements PubSub {
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #handlers = new Map<string, Set<(message: unknown) => void>>();

  /** Connects to `url`; `name` is the subscriber's client name in Redis's CLIENT LIST. */
  static open(url: string, onError: (error: Error) => void, name = 'dugout-pubsub'): RedisPubSub {
    return new RedisPubSub(
      {
        pub: new Redis(url, { maxRetriesPerRequest: 3 }),
        sub: new Redis(url, { maxRetriesPerRequest: 3, autoResubscribe: false, connectionName: name }),
      },
      onError,
    );
  }

  /** `onError` hears connection errors (ioredis reconnects by itself; without a listener it prints them raw). */
  constructor(clients: { pub: Redis; sub: Redis }, onError: (error: Error) => void = () => undefined) {
    this.#pub = clients.pub;
    this.#sub = clients.sub;
    this.#pub.on('error', onError);
    this.#sub.on('error', onError);
    this.#sub.on('ready', () => {
      const channels = [...this.#handlers.keys()];
      if (channels.length > 0) this.#sub.subscribe(...channels).catch(onError);
    });
    this.#sub.on('message', (channel: string, raw: string) => {
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      for (const handler of this.#handlers.get(channel) ?? []) handler(message);
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.#pub.publish(channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>> {
    let set = this.#handlers.get(channel);
    if (!set) {
      set = new Set();
      this.#handlers.set(channel, set);
      // Not ready yet: the 'ready' listener subscribes every channel then.
      await whenReady(this.#sub);
      await this.#sub.subscribe(channel);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0) {
        this.#handlers.delete(channel);
        await this.#sub.unsubscribe(channel).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.#handlers.clear();
    await Promise.all([this.#pub.quit().catch(() => undefined), this.#sub.quit().catch(() => undefined)]);
  }
}

const DAY = 86_400;

/**
 * Presence shared by every node: per seat a set of connection ids and the time the last one left.
 * Keys expire a day after their last change, so abandoned matches leave nothing behind.
 */
export class RedisPresence implements Presence {
  constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
    private readonly prefix = 'dugout:presence',
  ) {}

  #keys(matchId: string, seat: Seat) {
    const base = `${this.prefix}:${matchId}:${seat}`;
    return { connections: `${base}:connections`, away: `${base}:away` };
  }

  async connect(matchId: string, seat: Seat, connectionId: string): Promise<void> {
    const k = this.#keys(matchId, seat);
    await this.redis.multi().sadd(k.connections, connectionId).expire(k.connections, DAY).del(k.away).exec();
  }

  async disconnect(matchId: string, seat: Seat, connectionId: string): Promise<void> {
    const k = this.#keys(matchId, seat);
    const [, left] =
      (await this.redis.multi().srem(k.connections, connectionId).scard(k.connections).exec()) ?? [];
    if (left && left[1] === 0) await this.redis.set(k.away, String(this.clock.now()), 'EX', DAY);
  }

  async seats(matchId: string, seats: readonly Seat[]): Promise<Record<Seat, SeatPresence>> {
    const out: Record<Seat, SeatPresence> = {};
    for (const seat of seats) {
      const k = this.#keys(matchId, seat);
      const count = await this.redis.scard(k.connections);
      if (count > 0) {
        out[seat] = { connected: true, disconnectedSince: null };
        continue;
      }
      // Never joined: away since it was first asked about.
      await this.redis.set(k.away, String(this.clock.now()), 'EX', DAY, 'NX');
      const since = Number(await this.redis.get(k.away));
      out[seat] = { connected: false, disconnectedSince: new Date(since).toISOString() };
    }
    return out;
  }
}

/** Clocks of live matches on Redis, for the node that takes a match over; a day after the last change they go. */
export class RedisClockRecords implements ClockRecords {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'dugout:clock',
  ) {}

  async get(matchId: string): Promise<ClockRecord | null> {
    const raw = await this.redis.get(`${this.prefix}:${matchId}`);
    return raw ? (JSON.parse(raw) as ClockRecord) : null;
  }

  async set(matchId: string, record: ClockRecord | null): Promise<void> {
    const key = `${this.prefix}:${matchId}`;
    if (record) await this.redis.set(key, JSON.stringify(record), 'EX', DAY);
    else await this.redis.del(key);
  }
}

import type { Seat, SeatPresence } from '@dugout/client';
import type { Clock } from './clock.js';

/**
 * Who is connected to which seat of which match, across every node. `LocalPresence` is the one-process
 * default; `RedisPresence` (redis.ts) shares it between nodes.
 */
export interface Presence {
  connect(matchId: string, seat: Seat, connectionId: string): Promise<void>;
  disconnect(matchId: string, seat: Seat, connectionId: string): Promise<void>;
  /** Each seat's presence; a seat nobody has joined yet counts as away since it was first asked about. */
  seats(matchId: string, seats: readonly Seat[]): Promise<Record<Seat, SeatPresence>>;
}

interface SeatEntry {
  connections: Set<string>;
  awaySince: number | null;
}

export class LocalPresence implements Presence {
  readonly #matches = new Map<string, Map<Seat, SeatEntry>>();

  constructor(private readonly clock: Clock) {}

  #entry(matchId: string, seat: Seat): SeatEntry {
    let seats = this.#matches.get(matchId);
    if (!seats) {
      seats = new Map();
      this.#matches.set(matchId, seats);
    }
    let entry = seats.get(seat);
    if (!entry) {
      entry = { connections: new Set(), awaySince: this.clock.now() };
      seats.set(seat, entry);
    }
    return entry;
  }

  async connect(matchId: string, seat: Seat, connectionId: string): Promise<void> {
    const entry = this.#entry(matchId, seat);
    entry.connections.add(connectionId);
    entry.awaySince = null;
  }

  async disconnect(matchId: string, seat: Seat, connectionId: string): Promise<void> {
    const entry = this.#entry(matchId, seat);
    if (entry.connections.delete(connectionId) && entry.connections.size === 0) {
      entry.awaySince = this.clock.now();
    }
  }

  async seats(matchId: string, seats: readonly Seat[]): Promise<Record<Seat, SeatPresence>> {
    const out: Record<Seat, SeatPresence> = {};
    for (const seat of seats) {
      const entry = this.#entry(matchId, seat);
      out[seat] = {
        connected: entry.connections.size > 0,
        disconnectedSince: entry.awaySince === null ? null : new Date(entry.awaySince).toISOString(),
      };
    }
    return out;
  }
}

/** Messages between nodes. `LocalPubSub` delivers within the process; `RedisPubSub` between nodes. */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export class LocalPubSub implements PubSub {
  readonly #handlers = new Map<string, Set<(message: unknown) => void>>();

  async publish(channel: string, message: unknown): Promise<void> {
    for (const handler of this.#handlers.get(channel) ?? []) handler(structuredClone(message));
  }

  async subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>> {
    let set = this.#handlers.get(channel);
    if (!set) {
      set = new Set();
      this.#handlers.set(channel, set);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
    };
  }

  async close(): Promise<void> {
    this.#handlers.clear();
  }
}

/**
 * At most one notice per key and window (issue 15): the first goes out at once, later ones in the window
 * collapse into one carrying the latest value, sent when the window ends. O(1) per offer, whatever the
 * number of watchers; a key with nothing pending is forgotten when its window ends.
 */
export class NoticeThrottle<K, V> {
  readonly #entries = new Map<K, { latest: V; pending: boolean; timer: unknown }>();

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number,
    private readonly send: (key: K, value: V) => void,
  ) {}

  offer(key: K, value: V): void {
    const entry = this.#entries.get(key);
    if (entry) {
      entry.latest = value;
      entry.pending = true;
      return;
    }
    this.send(key, value);
    const fresh = { latest: value, pending: false, timer: undefined as unknown };
    this.#entries.set(key, fresh);
    const tick = () => {
      if (!fresh.pending) {
        this.#entries.delete(key);
        return;
      }
      fresh.pending = false;
      this.send(key, fresh.latest);
      fresh.timer = this.clock.setTimeout(tick, this.windowMs);
    };
    fresh.timer = this.clock.setTimeout(tick, this.windowMs);
  }

  dispose(): void {
    for (const entry of this.#entries.values()) this.clock.clearTimeout(entry.timer);
    this.#entries.clear();
  }
}

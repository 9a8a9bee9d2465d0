import type { ClockRecord } from './room/turn-clock.js';

/**
 * Where a live match's clock is kept between the nodes (or loads) that serve it: written after every
 * change of the clock, read when the match is loaded. `LocalClockRecords` keeps them in this process
 * (unloading an idle match keeps its clock); `RedisClockRecords` (redis.ts) shares them for failover.
 */
export interface ClockRecords {
  get(matchId: string): Promise<ClockRecord | null>;
  set(matchId: string, record: ClockRecord | null): Promise<void>;
}

export class LocalClockRecords implements ClockRecords {
  readonly #records = new Map<string, ClockRecord>();

  async get(matchId: string): Promise<ClockRecord | null> {
    return this.#records.get(matchId) ?? null;
  }

  async set(matchId: string, record: ClockRecord | null): Promise<void> {
    if (record) this.#records.set(matchId, record);
    else this.#records.delete(matchId);
  }
}

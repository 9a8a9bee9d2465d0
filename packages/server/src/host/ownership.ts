import type { Clock } from './clock.js';
import type { Lease, MatchLeases } from './lease.js';

/** Where a live match is served: here (with the fencing token of this node's hold), or on another node. */
export type Placement =
  | { here: true; fence: bigint | undefined }
  | { here: false; node: string; until: number };

/**
 * Which node serves which live match. `SoleOwnership` (one node, no Redis) owns everything at no cost;
 * `LeasedOwnership` holds a renewed lease per match (`lease.ts`), so exactly one node owns a live match and
 * another takes it over once a dead owner's lease runs out.
 */
export interface Ownership {
  readonly node: string;
  /** Takes the match for this node if it is free (or already ours); otherwise says who has it and until when. */
  claim(matchId: string): Promise<Placement>;
  /** This node stops serving the match (unloaded or finished): others may take it at once. */
  release(matchId: string): Promise<void>;
  /** Calls `listener` with each match this node lost (its lease was taken or ran out): stop serving it. */
  onLost(listener: (matchId: string) => void): void;
  /** Calls `listener` with live matches whose owner died holding them (for their clocks and bots). */
  onOrphans(listener: (matchIds: string[]) => void): void;
  start(): void;
  stop(): Promise<void>;
}

export class SoleOwnership implements Ownership {
  readonly node = 'sole';
  async claim(): Promise<Placement> {
    return { here: true, fence: undefined };
  }
  async release(): Promise<void> {}
  onLost(): void {}
  onOrphans(): void {}
  start(): void {}
  async stop(): Promise<void> {}
}

/**
 * Leases on the database, renewed together every third of their time to live; every half of it the node
 * looks for orphaned matches. Lease times come from `time` (real time in production, a `ManualClock` in
 * tests), so a test decides when a node "dies" by no longer advancing its renewals.
 */
export class LeasedOwnership implements Ownership {
  readonly #held = new Map<string, Lease>();
  readonly #lost: ((matchId: string) => void)[] = [];
  readonly #orphans: ((matchIds: string[]) => void)[] = [];
  #renewal: unknown;
  #sweep: unknown;
  #stopped = false;

  constructor(
    private readonly leases: MatchLeases,
    private readonly time: Clock,
    private readonly ttlMs: number,
    private readonly log: { warn(o: object, m: string): void },
  ) {}

  get node(): string {
    return this.leases.node;
  }

  async claim(matchId: string): Promise<Placement> {
    const now = this.time.now();
    const lease = await this.leases.acquire(matchId, now);
    if (lease?.node === this.node) {
      this.#held.set(matchId, lease);
      return { here: true, fence: lease.token };
    }
    this.#held.delete(matchId);
    const holder = await this.leases.holder(matchId, now);
    // Released or expired between the two reads: the caller asks again.
    if (!holder) return { here: false, node: '', until: now };
    return { here: false, node: holder.node, until: holder.expiresAt.getTime() };
  }

  async release(matchId: string): Promise<void> {
    const lease = this.#held.get(matchId);
    if (!lease) return;
    this.#held.delete(matchId);
    await this.leases.release(lease);
  }

  onLost(listener: (matchId: string) => void): void {
    this.#lost.push(listener);
  }

  onOrphans(listener: (matchIds: string[]) => void): void {
    this.#orphans.push(listener);
  }

  /** Whether this node holds the lease of `matchId` (tests). */
  holds(matchId: string): boolean {
    return this.#held.has(matchId);
  }

  start(): void {
    this.#stopped = false;
    const renew = () => {
      this.renew()
        .catch((error: unknown) => this.log.warn({ err: error }, 'could not renew the match leases'))
        .finally(() => {
          if (!this.#stopped) this.#renewal = this.time.setTimeout(renew, this.ttlMs / 3);
        });
    };
    const sweep = () => {
      this.sweep()
        .catch((error: unknown) => this.log.warn({ err: error }, 'could not look for orphaned matches'))
        .finally(() => {
          if (!this.#stopped) this.#sweep = this.time.setTimeout(sweep, this.ttlMs / 2);
        });
    };
    this.#renewal = this.time.setTimeout(renew, this.ttlMs / 3);
    this.#sweep = this.time.setTimeout(sweep, this.ttlMs / 2);
  }

  /** Renews every held lease now; the lost ones are reported and forgotten. */
  async renew(): Promise<void> {
    const lost = await this.leases.renewAll([...this.#held.values()], this.time.now());
    for (const lease of lost) {
      if (this.#held.get(lease.matchId) !== lease) continue;
      this.#held.delete(lease.matchId);
      for (const listener of this.#lost) listener(lease.matchId);
    }
  }

  /** Reports the orphaned matches now. */
  async sweep(): Promise<void> {
    const orphans = await this.leases.orphans(this.time.now());
    if (orphans.length > 0) for (const listener of this.#orphans) listener(orphans);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.time.clearTimeout(this.#renewal);
    this.time.clearTimeout(this.#sweep);
    const held = [...this.#held.values()];
    this.#held.clear();
    await Promise.all(held.map((l) => this.leases.release(l).catch(() => undefined)));
  }
}

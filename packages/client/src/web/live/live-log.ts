/**
 * The log of a live match: the events of each accepted command by sequence number (from the replay
 * fetched on join and from each update), in order, each command once however it arrived.
 */
export class LiveLog<E = unknown> {
  readonly #bySeq = new Map<number, readonly E[]>();
  #flat: E[] = [];

  /** Adds the events of command `seq`; false when they were already there. */
  add(seq: number, events: readonly unknown[]): boolean {
    if (this.#bySeq.has(seq)) return false;
    this.#bySeq.set(seq, events as E[]);
    this.#flat = [...this.#bySeq.entries()].sort(([a], [b]) => a - b).flatMap(([, e]) => e);
    return true;
  }

  /** Forgets every command (before the whole log is fetched again). */
  clear(): void {
    this.#bySeq.clear();
    this.#flat = [];
  }

  get events(): readonly E[] {
    return this.#flat;
  }

  get size(): number {
    return this.#bySeq.size;
  }
}

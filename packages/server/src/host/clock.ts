/** Time for the host: real in production, driven by hand in tests (`ManualClock`). */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A clock that only moves when `advance` is called; timers fire in order as it passes them. */
export class ManualClock implements Clock {
  #now: number;
  #next = 1;
  readonly #timers = new Map<number, { at: number; fn: () => void }>();

  constructor(start = Date.UTC(2026, 10, 29, 12)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.#next++;
    this.#timers.set(id, { at: this.#now + Math.max(0, ms), fn });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.#timers.delete(handle as number);
  }

  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      let first: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of this.#timers)
        if (entry[1].at <= end && (!first || entry[1].at < first[1].at)) first = entry;
      if (!first) break;
      this.#timers.delete(first[0]);
      this.#now = first[1].at;
      first[1].fn();
    }
    this.#now = end;
  }
}

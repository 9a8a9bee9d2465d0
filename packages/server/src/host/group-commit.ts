/** What one write of a batch came to: done, or its own error (the others' fate is theirs). */
export type WriteOutcome = { ok: true } | { ok: false; error: unknown };

interface Pending<W> {
  key: string;
  write: W;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Group commit: writes that arrive while a batch is being written wait, and all of them go down together
 * in the next batch (one statement, one commit), so many matches share one durable write instead of
 * queueing for one each. A lone write goes at once: no timer, no added latency. Each caller's promise
 * settles only after its batch is durable, with its own outcome. Two writes of the same key (one match)
 * never share a batch: the later one waits for the next, so a batch never orders a key's writes itself.
 */
export class GroupCommit<W> {
  #waiting: Pending<W>[] = [];
  #writing = false;

  constructor(
    /** Writes a batch durably; one outcome per write, in order. Throwing fails every write of the batch. */
    private readonly flush: (writes: W[]) => Promise<WriteOutcome[]>,
    /** The most writes in one batch. */
    private readonly maxBatch = 500,
  ) {}

  /** Resolves once `write` is durable; rejects with its own error. */
  write(key: string, write: W): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ key, write, resolve, reject });
      if (!this.#writing) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#take();
        let outcomes: WriteOutcome[];
        try {
          outcomes = await this.flush(batch.map((p) => p.write));
        } catch (error) {
          outcomes = batch.map(() => ({ ok: false, error }));
        }
        batch.forEach((p, i) => {
          const outcome = outcomes[i] ?? { ok: false, error: new Error('the batch gave no outcome') };
          if (outcome.ok) p.resolve();
          else p.reject(outcome.error);
        });
      }
    } finally {
      this.#writing = false;
    }
  }

  /** The next batch: the waiting writes in order, at most one per key and `maxBatch` in all. */
  #take(): Pending<W>[] {
    const keys = new Set<string>();
    const batch: Pending<W>[] = [];
    const later: Pending<W>[] = [];
    for (const p of this.#waiting) {
      if (batch.length < this.maxBatch && !keys.has(p.key)) {
        keys.add(p.key);
        batch.push(p);
      } else later.push(p);
    }
    this.#waiting = later;
    return batch;
  }
}

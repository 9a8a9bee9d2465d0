/**
 * Runs a match's work one piece at a time, in the order it arrived, so two commands never race on the
 * same state. A piece that fails fails alone: the next one still runs.
 */
export class CommandQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(work, work);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  /** Resolves once everything queued so far has run. */
  idle(): Promise<void> {
    return this.#tail.then(() => undefined);
  }
}

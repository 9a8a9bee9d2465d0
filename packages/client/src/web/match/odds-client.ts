/**
 * The screen's odds, off its thread: asks go to one Web Worker, one at a time, newest first. An ask the
 * screen no longer needs (the state moved on, the pointer left the square) is dropped, and when it is
 * the one being worked out the worker is stopped and a fresh one started, so stale work never holds the
 * machine. Where no worker can run (a browser without module workers) the screen goes without odds:
 * working them out on the page would freeze it, and keeps the engine's odds code out of the page's bundle.
 */
import { useEffect, useState } from 'preact/hooks';
import type { OddsAnswers, OddsAsk } from './odds-jobs.js';

/** Where the build puts the worker (beside app.js, and beside the test page's harness.js). */
const WORKER_URL = '/odds-worker.js';

interface Job {
  id: number;
  ask: OddsAsk;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
let workerFailed = typeof Worker === 'undefined';
let running: Job | null = null;
const waiting: Job[] = [];
let nextId = 1;
const CANCELLED = new Error('cancelled');

function spawn(): Worker | null {
  if (workerFailed) return null;
  if (worker) return worker;
  try {
    worker = new Worker(WORKER_URL, { type: 'module' });
  } catch {
    workerFailed = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<{ id: number; value?: unknown; error?: string }>) => {
    const job = running;
    if (!job || job.id !== e.data.id) return;
    running = null;
    if (e.data.error !== undefined) job.reject(new Error(e.data.error));
    else job.resolve(e.data.value);
    pump();
  };
  worker.onerror = (e) => {
    // The worker script did not load (an old build, offline): no odds from now on.
    e.preventDefault();
    worker?.terminate();
    worker = null;
    workerFailed = true;
    const job = running;
    running = null;
    if (job) waiting.unshift(job);
    pump();
  };
  return worker;
}

function pump(): void {
  if (running) return;
  const job = waiting.shift();
  if (!job) return;
  running = job;
  const w = spawn();
  if (w) {
    w.postMessage({ id: job.id, ask: job.ask });
    return;
  }
  running = null;
  job.reject(new Error('no odds worker'));
  pump();
}

/** Asks the worker; `cancel` drops the ask (and stops the worker if it is working on it). */
export function askOdds<A extends OddsAsk>(
  ask: A,
): { result: Promise<OddsAnswers[A['kind']]>; cancel(): void } {
  let settled = false;
  let job!: Job;
  const result = new Promise<OddsAnswers[A['kind']]>((resolve, reject) => {
    job = { id: nextId++, ask, resolve: resolve as (v: unknown) => void, reject };
  }).finally(() => {
    settled = true;
  });
  // Newest first: what the screen shows now matters more than what it asked a moment ago.
  waiting.unshift(job);
  pump();
  return {
    result,
    cancel() {
      if (settled) return;
      const at = waiting.indexOf(job);
      if (at >= 0) waiting.splice(at, 1);
      else if (running === job) {
        running = null;
        worker?.terminate();
        worker = null;
      }
      job.reject(CANCELLED);
      pump();
    },
  };
}

/**
 * The answer to `ask` once the worker has it: undefined until then (and for a null ask), `failed` when the
 * engine could not work it out. Callers keep `ask` the same object while it asks the same (`useMemo`).
 */
export function useOdds<A extends OddsAsk>(
  ask: A | null,
  failed: OddsAnswers[A['kind']],
): OddsAnswers[A['kind']] | undefined {
  const [done, setDone] = useState<{ ask: OddsAsk; value: OddsAnswers[A['kind']] } | null>(null);
  useEffect(() => {
    if (!ask) return;
    const job = askOdds(ask);
    job.result.then(
      (value) => setDone({ ask, value }),
      (error) => {
        // Odds the engine cannot give here: the screen goes on without them (a cancelled ask is moot).
        if (error !== CANCELLED) setDone({ ask, value: failed });
      },
    );
    return job.cancel;
  }, [ask]);
  return done && done.ask === ask ? done.value : undefined;
}

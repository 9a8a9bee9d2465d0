import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built server of this checkout; `--server` points the benchmark at another build (the previous main). */
export const THIS_SERVER = fileURLToPath(new URL('../main.js', import.meta.url));
export const ECHO_SERVER = fileURLToPath(new URL('./echo-server.js', import.meta.url));
/** Preloaded into a server started with `probe` (the memory mode): see `heap-probe.ts`. */
const HEAP_PROBE = new URL('./heap-probe.js', import.meta.url).href;

/** A server's memory as it was and after full collections, from its heap probe (`process.memoryUsage()`). */
export interface ProbedMemory {
  before: NodeJS.MemoryUsage;
  after: NodeJS.MemoryUsage;
}

export interface Child {
  child: ChildProcess;
  url: string;
  /** CPU seconds (user + system) the process has used so far. */
  cpuSeconds(): number;
  rssBytes(): number;
  kill(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
  /** Only for a server started with `probe`: its memory as it was and after full collections. */
  memory(): Promise<ProbedMemory>;
  /** Only for a server started with `probe`: writes a V8 heap snapshot to `file`. */
  heapSnapshot(file: string): Promise<string>;
}

const TICKS = 100; // USER_HZ on Linux

/** Node flags for the servers under test (not the echo floors): `--cpu-prof-dir` profiles them. */
const serverFlags: string[] = [];

/** Each server process started from now on writes a CPU profile into `dir` when it stops. */
export function profileServersInto(dir: string): void {
  serverFlags.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
}

/**
 * Starts a Node script that announces "… running at http://…:PORT" and resolves once it does. `probe`:
 * with the heap probe and an IPC channel to ask it (the memory mode).
 */
export function start(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
  o: { probe?: boolean } = {},
): Promise<Child> {
  const flags = [
    ...(script === ECHO_SERVER ? [] : serverFlags),
    ...(o.probe ? ['--expose-gc', `--import=${HEAP_PROBE}`] : []),
  ];
  const child = spawn(process.execPath, ['--max-old-space-size=4096', ...flags, script, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: o.probe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 100_000) output = output.slice(-50_000);
      const m = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (m?.[1]) {
        child.stdout?.off('data', onData);
        resolve(handle(child, m[1], () => output));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}) before it was up:\n${output}`)));
  });
}

/** Sends the heap probe one question and waits for its answer. */
function ask<T>(child: ChildProcess, question: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    if (!child.send) return reject(new Error('this server was started without the heap probe'));
    const onMessage = (answer: { probe?: unknown }) => {
      if (answer?.probe !== question.probe) return;
      child.off('message', onMessage);
      resolve(answer as T);
    };
    child.on('message', onMessage);
    child.send(question);
  });
}

function handle(child: ChildProcess, url: string, output: () => string): Child {
  const pid = child.pid!;
  return {
    memory: () => ask<ProbedMemory>(child, { probe: 'memory' }),
    heapSnapshot: async (file) => (await ask<{ file: string }>(child, { probe: 'snapshot', file })).file,
    child,
    url: url.replace('localhost', '127.0.0.1'),
    output,
    cpuSeconds() {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / TICKS;
    },
    rssBytes() {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return Number(m?.[1] ?? 0) * 1024;
    },
    kill(signal: NodeJS.Signals = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
}

/** The environment of a benchmark server: quiet, no limits a load test trips over. */
export function serverEnv(
  dataDir: string,
  databaseUrl: string | undefined,
  extra: Record<string, string> = {},
) {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    SOCKET_RATE_LIMIT: '100000',
    // One address and a few coaches play every match here: lift issue 15's per-address and per-coach limits.
    MAX_CONNECTIONS_PER_ADDRESS: '1000000',
    MAX_LIVE_BOT_MATCHES_PER_COACH: '1000000',
    MAX_MATCHES_PER_SOCKET: '1000000',
    MAX_OPEN_TABLES_PER_COACH: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extra,
  };
}

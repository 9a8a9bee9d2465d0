import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openDatabase } from '../db/database.js';

/** The built server (`pnpm build`): what `pnpm start` runs. */
export const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface ServerNode {
  child: ChildProcess;
  url: string;
}

export function assertBuilt(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`pnpm build\` before these tests`);
}

/** A PGlite data dir under `dataDir` started from the migrated template (much faster than migrating). */
export async function templateDatabase(dataDir: string): Promise<void> {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const db = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: template,
  });
  await db.close();
}

/** Starts a server process (`main`, default the built server) on `dataDir`; resolves once it listens. */
export async function startNode(
  dataDir: string,
  main = MAIN,
  env: Record<string, string> = {},
): Promise<ServerNode> {
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      SNAPSHOT_EVERY: '7',
      // The tests play as fast as they can; the per-socket limit is tested elsewhere.
      SOCKET_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { url } = listening(child);
  return { child, url: await url };
}

/** The address a server process announces ("Dugout is running at …"), and all it printed so far. */
export function listening(child: ChildProcess): { url: Promise<string>; output(): string } {
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Dugout is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => reject(new Error(`server exited before it was up:\n${output}`)));
  });
  return { url, output: () => output };
}

/** Kills a server process with SIGKILL: no shutdown, no flush. */
export function kill(node: ServerNode): Promise<void> {
  return new Promise((resolve) => {
    if (node.child.exitCode !== null || node.child.signalCode !== null) return resolve();
    node.child.on('exit', () => resolve());
    node.child.kill('SIGKILL');
  });
}

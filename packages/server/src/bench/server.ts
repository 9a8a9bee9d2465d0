import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCapacity } from './capacity.js';
import { runLatency } from './latency.js';
import { runMemory } from './memory.js';
import { runMultiNode } from './multi-node.js';
import { profileServersInto, THIS_SERVER } from './processes.js';

/**
 * `pnpm bench:server [--mode capacity|latency|memory|multi-node]`: the server runs in processes of its own (the
 * built one, or `--server path/to/dist/main.js` of another build: the previous main), load clients in this
 * one; every mode prints one JSON line per measurement. See README "Development".
 */
// `pnpm bench:server -- --matches 100` hands the `--` on: drop it rather than read the rest as positionals.
const argv = process.argv.slice(2).filter((a, i) => !(a === '--' && i === 0));
const OPTIONS = {
  mode: { type: 'string', default: 'capacity' },
  // No default here: the multi-node mode's is another (30) than the others' (100).
  matches: { type: 'string' },
  seconds: { type: 'string' },
  think: { type: 'string', default: '3000' },
  spectators: { type: 'string', default: '1' },
  coaches: { type: 'string', default: '20' },
  database: { type: 'string', default: 'pglite' },
  server: { type: 'string', default: THIS_SERVER },
  'cpu-prof-dir': { type: 'string' },
  // memory mode
  'heap-snapshot-dir': { type: 'string' },
  // multi-node mode
  nodes: { type: 'string', default: '2' },
  lease: { type: 'string', default: '3' },
} as const;

const MODES = ['capacity', 'latency', 'memory', 'multi-node'] as const;
const DATABASES = ['pglite', 'postgres', 'both'] as const;

function fail(message: string): never {
  console.error(`bench:server: ${message}`);
  process.exit(2);
}

const usage = `options: ${Object.keys(OPTIONS)
  .map((o) => `--${o}`)
  .join(' ')} (README "Development")`;
if (argv.includes('--help')) {
  console.log(`bench:server ${usage}`);
  process.exit(0);
}
const values = (() => {
  try {
    return parseArgs({ args: argv, options: OPTIONS }).values;
  } catch (error) {
    // An unknown option or a stray word: say which and what there is, not a stack trace.
    return fail(`${(error as Error).message}; ${usage}`);
  }
})();

const mode = values.mode as (typeof MODES)[number];
if (!MODES.includes(mode)) fail(`--mode must be one of ${MODES.join(', ')}, not "${values.mode}"`);
const database = values.database as (typeof DATABASES)[number];
if (!DATABASES.includes(database)) fail(`--database must be one of ${DATABASES.join(', ')}`);
const positive = (name: string, raw: string | undefined, fallback: number) => {
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < 0) fail(`--${name} must be a number ≥ 0, not "${raw}"`);
  return n;
};
const matches = (values.matches ?? '100').split(',').map((m) => positive('matches', m, 100));
const seconds = positive(
  'seconds',
  values.seconds,
  mode === 'latency' ? 10 : mode === 'multi-node' ? 30 : 60,
);

async function main() {
  if (values['cpu-prof-dir']) profileServersInto(path.resolve(values['cpu-prof-dir']));
  const kinds: ('pglite' | 'postgres')[] = database === 'both' ? ['pglite', 'postgres'] : [database];
  const common = {
    server: path.resolve(values.server!),
    seconds,
    coaches: positive('coaches', values.coaches, 20),
    spectators: positive('spectators', values.spectators, 1),
  };
  if (mode === 'multi-node') {
    const nodes = positive('nodes', values.nodes, 2);
    if (nodes < 2 || nodes > 3) fail('--nodes must be 2 or 3');
    await runMultiNode({
      server: common.server,
      nodes,
      matches: values.matches === undefined ? 30 : matches[0]!,
      seconds,
      thinkMs: positive('think', values.think, 3000),
      leaseSeconds: positive('lease', values.lease, 3),
    });
    process.exit(0);
  }
  for (const kind of kinds) {
    if (mode === 'latency') await runLatency({ ...common, kind });
    else if (mode === 'memory')
      await runMemory({
        ...common,
        kind,
        points: matches,
        thinkMs: positive('think', values.think, 3000),
        ...(values['heap-snapshot-dir']
          ? { heapSnapshotDir: path.resolve(values['heap-snapshot-dir']) }
          : {}),
      });
    else
      await runCapacity({ ...common, kind, points: matches, thinkMs: positive('think', values.think, 3000) });
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error('bench:server failed:', error);
  process.exit(1);
});

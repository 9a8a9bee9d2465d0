import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * `node dist/bench/profile-summary.js FILE.cpuprofile [--last 30] [--top 40]`: self and inclusive time by
 * function of a profile `--cpu-prof-dir` wrote, as a share of the busy (not idle) time. `--last` keeps
 * only the final seconds: a capacity run's profile starts with the set-up, which is not the load.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A function as `name file:line`, the file shortened to its package. */
function nameOf({ callFrame: f }: ProfileNode): string {
  const file = f.url
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/.*\/packages\//, '');
  return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
}

export function summarise(profile: Profile, lastSeconds: number) {
  // Names worked out once per node, not once per sample for every frame on its stack.
  const names = new Map(profile.nodes.map((n) => [n.id, nameOf(n)]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let elapsed = 0;
  const at = profile.timeDeltas.map((d) => (elapsed += d));
  const from = elapsed - lastSeconds * 1e6;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    if (at[i]! < from) return;
    const us = profile.timeDeltas[i]!;
    const leaf = names.get(id)!;
    if (leaf.startsWith('(idle)')) return;
    busy += us;
    self.set(leaf, (self.get(leaf) ?? 0) + us);
    // Each function once per sample, however often it is on the stack (recursion).
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) seen.add(names.get(n)!);
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + us);
  });
  return { busy, self, inclusive };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { last: { type: 'string', default: '1e9' }, top: { type: 'string', default: '40' } },
  });
  const file = positionals[0];
  if (!file) throw new Error('usage: profile-summary FILE.cpuprofile [--last SECONDS] [--top N]');
  const last = Number(values.last);
  const count = Number(values.top);
  if (!(last > 0)) throw new Error(`--last must be a number of seconds above 0, not "${values.last}"`);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--top must be a whole number ≥ 1, not "${values.top}"`);
  const { busy, self, inclusive } = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, last);
  console.log(`busy ${(busy / 1e6).toFixed(1)} s`);
  for (const [title, times] of [
    ['self', self],
    ['inclusive', inclusive],
  ] as const) {
    console.log(`--- ${title}`);
    const top = [...times].sort((a, b) => b[1] - a[1]).slice(0, count);
    for (const [name, us] of top)
      console.log(
        `${((100 * us) / busy).toFixed(1).padStart(6)}% ${(us / 1e3).toFixed(0).padStart(7)} ms  ${name}`,
      );
  }
}

if (process.argv[1]?.endsWith('profile-summary.js')) main();

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const HOST = fileURLToPath(new URL('.', import.meta.url));

async function sources(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sources(full)));
    else if (entry.name.endsWith('.ts') && entry.name !== 'host-imports.test.ts') out.push(full);
  }
  return out;
}

const IMPORT = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

test('nothing under src/host imports the rules package or a game module: the host is game-agnostic', async () => {
  const files = await sources(HOST);
  expect(files.length).toBeGreaterThan(5);
  const offenders: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = match[1] ?? match[2] ?? '';
      if (target.startsWith('@dugout/rules') || /\/games\//.test(target) || target.includes('rules/src')) {
        offenders.push(`${path.relative(HOST, file)} imports ${target}`);
      }
    }
  }
  expect(offenders).toEqual([]);
});

test('the scan itself sees an import of the rules package', () => {
  const sample =
    "import { apply } from '@dugout/rules';\nconst m = await import('../games/blood-bowl/module.js');";
  const targets = [...sample.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
  expect(targets).toEqual(['@dugout/rules', '../games/blood-bowl/module.js']);
});

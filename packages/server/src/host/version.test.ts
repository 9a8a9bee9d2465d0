import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { moduleVersion } from './game-module.js';
import { directoryDigest } from './version.js';

async function build(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dugout-build-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

test('a build digest depends on every rules file and on nothing else', async () => {
  const a = await build({
    'index.js': 'export {}',
    'block/block.js': 'a',
    'index.d.ts': 'x',
    'index.js.map': 'y',
  });
  const same = await build({ 'block/block.js': 'a', 'index.js': 'export {}' });
  const changed = await build({ 'index.js': 'export {}', 'block/block.js': 'b' });
  const moved = await build({ 'index.js': 'export {}', 'block.js': 'a' });
  expect(directoryDigest(a, '.js')).toBe(directoryDigest(same, '.js'));
  expect(directoryDigest(changed, '.js')).not.toBe(directoryDigest(a, '.js'));
  expect(directoryDigest(moved, '.js')).not.toBe(directoryDigest(a, '.js'));
  expect(moduleVersion('0.1.0', directoryDigest(a, '.js'))).toMatch(/^0\.1\.0\+[0-9a-f]{12}$/);
});

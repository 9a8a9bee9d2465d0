import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * SHA-256 (hex) over every file under `dir` ending in `extension`, by relative path and content in path
 * order: the same build gives the same digest on every machine, any change to it another one. A module
 * hashes its rules build with this for its `version`.
 */
export function directoryDigest(dir: string, extension: string): string {
  const files: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(extension)) files.push(full);
    }
  };
  walk(dir);
  const hash = createHash('sha256');
  for (const file of files.map((f) => path.relative(dir, f).split(path.sep).join('/')).sort()) {
    hash.update(`${file}\u0000`);
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\u0000');
  }
  return hash.digest('hex');
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { EDITION_IDS } from './edition.js';

/**
 * The edition fence: procedures read rules through `editionOf(s)`, never by asking which edition is
 * played. Outside `edition/` (and the package barrel, which re-exports the records) no source file may
 * import an edition record, compare an edition id, switch on one or name one as a string.
 */

const SRC = fileURLToPath(new URL('..', import.meta.url));
const ID = EDITION_IDS.join('|');
const RULES: [string, RegExp][] = [
  ['imports an edition record', /from '[./]*\/?edition\/(bb2025|classic)\.js'/],
  ['compares an edition', /\bedition\b\s*[!=]==|[!=]==\s*[\w.]*\bedition\b/],
  ['compares an edition id', new RegExp(`[!=]==\\s*'(${ID})'|'(${ID})'\\s*[!=]==`)],
  ['switches on an edition id', new RegExp(`\\bcase\\s+'(${ID})'`)],
  ['names the classic edition', /'classic'/],
];

/** The fence rules a line breaks (comments are prose and may name editions). */
export function editionTests(line: string): string[] {
  const t = line.trim();
  if (t.startsWith('*') || t.startsWith('//') || t.startsWith('/*')) return [];
  return RULES.filter(([, re]) => re.test(line)).map(([why]) => why);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return ['edition', '__fixtures__'].includes(e.name) ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the edition fence', () => {
  test.each([
    [
      "if (s.edition === 'classic') return 3;",
      ['compares an edition', 'compares an edition id', 'names the classic edition'],
    ],
    ['const t = editionOf(s).edition !== other.edition;', ['compares an edition']],
    ["return id === 'bb2025' ? a : b;", ['compares an edition id']],
    ["case 'classic':", ['switches on an edition id', 'names the classic edition']],
    ["import { BB2025 } from '../edition/bb2025.js';", ['imports an edition record']],
    ['const target = editionOf(s).agilityTarget(player.stats);', []],
    ["export function emptyMatch(edition: EditionId = 'bb2025'): MatchState {", []],
    ['// classic dodges get +1: a comment may say so.', []],
  ])('reads %s', (line, broken) => {
    expect(editionTests(line)).toEqual(broken);
  });

  test('no file outside edition/ asks which edition is played', () => {
    const hits = sourceFiles(SRC)
      .filter((path) => relative(SRC, path) !== 'index.ts')
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            editionTests(line).map((why) => `${relative(SRC, path)}:${i + 1} ${why}: ${line.trim()}`),
          ),
      );
    expect(hits).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CLASSIC_SKILLS } from './catalogue.js';
import { classicSkillCoverage } from './coverage.js';

/**
 * `skills:coverage --edition classic` counts a skill whose LRB6 rule is not BB2025's only when a record
 * plays it and a classic test names it (a `describe` or test title in `skills/classic/` or the classic
 * edition tests). A `same` skill is tested with its BB2025 file.
 */
const read = (dir: string, keep: (name: string) => boolean) => {
  const path = fileURLToPath(new URL(dir, import.meta.url));
  return readdirSync(path)
    .filter(keep)
    .map((f) => readFileSync(`${path}/${f}`, 'utf8'))
    .join('\n');
};
const TESTS =
  read('.', (f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts') +
  read('../../edition/', (f) => f.startsWith('classic') && f.endsWith('.test.ts'));
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titled = (name: string) =>
  new RegExp(`(describe|test)(\\.each\\([^]*?\\))?\\(\\s*['"\`][^'"\`]*\\b${literal(name)}\\b`).test(TESTS);

describe('classic skill coverage', () => {
  test('every LRB6 skill with a rule of its own that the report counts has a classic test', () => {
    const rows = classicSkillCoverage();
    const untested = CLASSIC_SKILLS.filter((info, i) => info.rule !== 'same' && rows[i]?.implemented)
      .map((info) => info.name)
      .filter((name) => !titled(name));
    expect(untested).toEqual([]);
  });
});

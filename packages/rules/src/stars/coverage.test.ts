import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { RAW_STAR_PLAYERS } from '../rosters/star-players.data.js';
import { formatStarCoverage, starRuleCoverage } from './coverage.js';
import { STAR_RULE_IDS, starRuleIdOf } from './ids.js';
import { STAR_RULE_REGISTRY } from './registry.js';

const hasTest = (id: string) => existsSync(new URL(`./rules/${id}.test.ts`, import.meta.url));

describe('stars:coverage', () => {
  test('lists all 65 rules and counts only those with hooks and a test', () => {
    const rows = starRuleCoverage(hasTest);
    expect(rows).toHaveLength(65);
    for (const r of rows) expect(r.implemented).toBe(r.hooks.length > 0 && hasTest(r.id));
    const done = rows.filter((r) => r.implemented).length;
    expect(formatStarCoverage(rows).split('\n').at(-1)).toBe(
      `${done} of 65 Star Player special rules implemented`,
    );
  });

  test('a rule with hooks but no test is "not yet"', () => {
    const rows = starRuleCoverage(() => false);
    expect(rows.every((r) => !r.implemented)).toBe(true);
    expect(formatStarCoverage(rows)).toContain('0 of 65');
  });

  test('every registered rule has a test file, and every test file a registered rule', () => {
    for (const id of Object.keys(STAR_RULE_REGISTRY)) expect(hasTest(id), id).toBe(true);
    for (const id of STAR_RULE_IDS) if (hasTest(id)) expect(STAR_RULE_REGISTRY[id], id).toBeDefined();
  });

  test("every star's special rule name in the data has an id", () => {
    for (const s of RAW_STAR_PLAYERS) expect(starRuleIdOf(s.specialRule), s.specialRule).toBeDefined();
    expect(new Set(RAW_STAR_PLAYERS.map((s) => starRuleIdOf(s.specialRule))).size).toBe(65);
  });
});

import { describe, expect, test } from 'vitest';
import { SKILL_IDS } from './catalogue.js';
import { formatCoverage, skillCoverage } from './coverage.js';
import { SKILL_REGISTRY } from './registry.js';

describe('skills coverage report', () => {
  test('lists every catalogue skill once, marked from the registry', () => {
    const rows = skillCoverage();
    expect(rows.map((r) => r.id)).toEqual([...SKILL_IDS]);
    for (const r of rows) expect(r.implemented).toBe(SKILL_REGISTRY[r.id] !== undefined);
    expect(rows.find((r) => r.id === 'dodge')).toMatchObject({ implemented: true });
    const text = formatCoverage(rows);
    expect(text).toMatch(/Dodge\s+implemented/);
    expect(text).toMatch(new RegExp(`${rows.filter((r) => r.implemented).length} of ${rows.length} skills`));
  });
});

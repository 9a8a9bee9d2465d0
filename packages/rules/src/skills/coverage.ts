/**
 * `pnpm --filter @dugout/rules skills:coverage [--edition classic]`: every skill and trait of the edition's
 * catalogue with "implemented" or "not yet", read from the hook registry (never typed by hand).
 */
import { EDITION_IDS, type EditionId } from '../edition/edition.js';
import { SKILL_CATALOGUE, SKILL_IDS, type SkillId, type SkillRef } from './catalogue.js';
import { classicSkillCoverage } from './classic/coverage.js';
import { isImplemented, SKILL_REGISTRY } from './registry.js';

declare const console: { log(...a: unknown[]): void };

export interface CoverageRow<Id extends string = SkillId> {
  id: Id;
  name: string;
  category: string;
  implemented: boolean;
  /** Hooks the definition provides, e.g. `reroll`, `ownTest`. */
  hooks: string[];
}

export function skillCoverage(): CoverageRow[] {
  return SKILL_IDS.map((id) => {
    const def = SKILL_REGISTRY[id];
    return {
      id,
      name: SKILL_CATALOGUE[id].name,
      category: SKILL_CATALOGUE[id].category,
      implemented: isImplemented(id),
      hooks: def ? Object.keys(def).filter((k) => k !== 'id') : [],
    };
  });
}

export function formatCoverage(rows: readonly CoverageRow<string>[]): string {
  const width = Math.max(...rows.map((r) => r.name.length));
  const lines = rows.map(
    (r) =>
      `${r.category}  ${r.name.padEnd(width)}  ${r.implemented ? 'implemented' : 'not yet    '}  ${r.hooks.join(', ')}`,
  );
  const done = rows.filter((r) => r.implemented).length;
  return [...lines, '', `${done} of ${rows.length} skills and traits implemented`].join('\n');
}

/** Each edition's catalogue, read against the hook registry. */
const COVERAGE: Readonly<Record<EditionId, () => CoverageRow<SkillRef['id']>[]>> = {
  bb2025: skillCoverage,
  classic: classicSkillCoverage,
};

declare const process: { argv: string[] };
const isMain = typeof process !== 'undefined' && process.argv[1]?.endsWith('skills/coverage.js') === true;
if (isMain) {
  const at = process.argv.indexOf('--edition');
  const asked = at >= 0 ? process.argv[at + 1] : 'bb2025';
  const coverage = COVERAGE[asked as EditionId];
  if (coverage === undefined) throw new Error(`unknown edition "${asked}" (${EDITION_IDS.join(' or ')})`);
  console.log(formatCoverage(coverage()));
}

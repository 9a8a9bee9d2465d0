/**
 * `pnpm --filter @dugout/rules stars:coverage`: every Star Player special rule with "implemented" or
 * "not yet". A rule counts only when the registry has hooks for it and `src/stars/rules/<id>.test.ts`
 * exists beside its file (read from the source tree, never typed by hand).
 */
import type { StarRuleDef } from './hooks.js';
import { STAR_RULE_IDS, STAR_RULES_INFO, type StarRuleId } from './ids.js';
import { STAR_RULE_REGISTRY } from './registry.js';

declare const console: { log(...a: unknown[]): void };

export interface StarCoverageRow {
  id: StarRuleId;
  name: string;
  per: string;
  implemented: boolean;
  /** Hooks the definition provides, e.g. `armour`, `injury`. */
  hooks: string[];
  tested: boolean;
}

export function starRuleCoverage(hasTest: (id: StarRuleId) => boolean): StarCoverageRow[] {
  return STAR_RULE_IDS.map((id) => {
    const def: StarRuleDef | undefined = STAR_RULE_REGISTRY[id];
    const hooks = def ? Object.keys(def).filter((k) => k !== 'id') : [];
    const tested = hasTest(id);
    return {
      id,
      name: STAR_RULES_INFO[id].name,
      per: STAR_RULES_INFO[id].per,
      implemented: hooks.length > 0 && tested,
      hooks,
      tested,
    };
  });
}

export function formatStarCoverage(rows: readonly StarCoverageRow[]): string {
  const width = Math.max(...rows.map((r) => r.name.length));
  const lines = rows.map((r) => {
    const state = r.implemented ? 'implemented' : 'not yet    ';
    const why = r.implemented ? r.hooks.join(', ') : r.hooks.length > 0 ? 'hooks, no test' : '';
    return `${r.name.padEnd(width)}  ${r.per.padEnd(10)}  ${state}  ${why}`.trimEnd();
  });
  const done = rows.filter((r) => r.implemented).length;
  return [...lines, '', `${done} of ${rows.length} Star Player special rules implemented`].join('\n');
}

declare const process: { argv: string[] } | undefined;
const isMain = typeof process !== 'undefined' && process.argv[1]?.endsWith('stars/coverage.js') === true;
if (isMain && process) {
  // The package has no Node types: the file check is loaded by name at run time.
  const fsName = 'node:fs';
  const fs = (await import(fsName)) as { existsSync(p: string): boolean };
  const script = process.argv[1] ?? '';
  const testOf = (id: StarRuleId) =>
    script.replace(/dist[/\\]stars[/\\]coverage\.js$/, `src/stars/rules/${id}.test.ts`);
  console.log(formatStarCoverage(starRuleCoverage((id) => fs.existsSync(testOf(id)))));
}

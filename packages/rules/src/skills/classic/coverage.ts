import { EDITIONS } from '../../edition/editions.js';
import type { SkillRef } from '../catalogue.js';
import type { CoverageRow } from '../coverage.js';
import type { SkillDef } from '../hooks.js';
import { SKILL_REGISTRY, skillRegistry } from '../registry.js';
import { CLASSIC_SKILLS, type ClassicSkillInfo } from './catalogue.js';

const CLASSIC_REGISTRY = skillRegistry({ edition: EDITIONS.classic.id });
const BB2025_RECORDS: Readonly<Partial<Record<string, SkillDef>>> = SKILL_REGISTRY;

/** The record a classic match plays the skill by, when it plays the LRB6 rule. */
function classicRecord(info: ClassicSkillInfo): SkillDef | undefined {
  const def = CLASSIC_REGISTRY[info.ref.id];
  if (!def) return undefined;
  if (info.rule === 'same' || info.rule === 'classic-only') return def;
  // A `differs` skill plays LRB6 by a classic file of its own, or by its BB2025 file and a step of the
  // classic edition record (`via`) that is the classic record's own.
  if (def !== BB2025_RECORDS[info.ref.id]) return def;
  return info.via !== undefined && EDITIONS.classic[info.via] !== EDITIONS.bb2025[info.via] ? def : undefined;
}

/** Whether the LRB6 rule plays in classic matches (its test is checked by `coverage.test.ts`). */
export const classicImplemented = (info: ClassicSkillInfo): boolean => classicRecord(info) !== undefined;

/** Where the rule lives: the BB2025 file, a classic file, or the BB2025 file plus an edition step. */
function where(info: ClassicSkillInfo, def: SkillDef | undefined): string {
  if (!def) return info.rule;
  const hooks = Object.keys(def)
    .filter((k) => k !== 'id')
    .join(', ');
  if (info.rule === 'same') return `BB2025 file: ${hooks}`;
  if (def !== BB2025_RECORDS[info.ref.id]) return `classic file: ${hooks}`;
  return `BB2025 file + classic ${info.via}: ${hooks}`;
}

/** Every LRB6 skill and trait with "implemented" or "not yet". */
export function classicSkillCoverage(): CoverageRow<SkillRef['id']>[] {
  return CLASSIC_SKILLS.map((info) => {
    const def = classicRecord(info);
    return {
      id: info.ref.id,
      name: info.name,
      category: info.category,
      implemented: def !== undefined,
      hooks: [where(info, def)],
    };
  });
}

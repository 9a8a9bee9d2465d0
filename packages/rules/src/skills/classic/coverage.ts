import { isSkillId, type SkillRef } from '../catalogue.js';
import type { CoverageRow } from '../coverage.js';
import { isImplemented } from '../registry.js';
import { CLASSIC_SKILLS, type ClassicSkillInfo } from './catalogue.js';

/** Classic skills with a behaviour file of their own (empty until the edition's skill hooks land). */
const CLASSIC_FILES: ReadonlySet<string> = new Set();

/**
 * Whether the LRB6 rule plays: a `same` skill through its BB2025 file (behaviour and tests live there), a
 * `differs` or `classic-only` one only through a classic file. Never typed by hand.
 */
export function classicImplemented(info: ClassicSkillInfo): boolean {
  if (info.rule === 'same') return isSkillId(info.ref.id) && isImplemented(info.ref.id);
  return CLASSIC_FILES.has(info.ref.id);
}

/** Every LRB6 skill and trait with "implemented" or "not yet". */
export function classicSkillCoverage(): CoverageRow<SkillRef['id']>[] {
  return CLASSIC_SKILLS.map((info) => ({
    id: info.ref.id,
    name: info.name,
    category: info.category,
    implemented: classicImplemented(info),
    hooks: [info.rule === 'same' ? `BB2025 file ${info.ref.id}.ts` : info.rule],
  }));
}

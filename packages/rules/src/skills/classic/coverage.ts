import { EDITIONS } from '../../edition/editions.js';
import { isSkillId, type SkillRef } from '../catalogue.js';
import type { CoverageRow } from '../coverage.js';
import { isImplemented } from '../registry.js';
import { CLASSIC_SKILLS, type ClassicSkillInfo } from './catalogue.js';

/**
 * Whether the LRB6 rule plays: a `same` skill through its BB2025 file (behaviour and tests live there); a
 * `differs` one through its BB2025 file and the step of the classic edition record that plays the LRB6
 * rule (`via`, read from the records: it must be the classic record's own); a `classic-only` one not yet.
 */
export function classicImplemented(info: ClassicSkillInfo): boolean {
  if (info.rule === 'classic-only' || !isSkillId(info.ref.id) || !isImplemented(info.ref.id)) return false;
  if (info.rule === 'same') return true;
  return info.via !== undefined && EDITIONS.classic[info.via] !== EDITIONS.bb2025[info.via];
}

/** Every LRB6 skill and trait with "implemented" or "not yet". */
export function classicSkillCoverage(): CoverageRow<SkillRef['id']>[] {
  return CLASSIC_SKILLS.map((info) => ({
    id: info.ref.id,
    name: info.name,
    category: info.category,
    implemented: classicImplemented(info),
    hooks: [
      info.rule === 'same'
        ? `BB2025 file ${info.ref.id}.ts`
        : info.via
          ? `${info.ref.id}.ts + classic ${info.via}`
          : info.rule,
    ],
  }));
}

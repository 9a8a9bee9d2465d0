import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { SKILL_IDS } from './catalogue.js';

/**
 * The skill fence: procedures reach skills only through hooks, so no procedure file names a skill id.
 * Procedure files are every source file outside `skills/` (the skills themselves), `tables/` and
 * `rosters/` (data), fixtures and tests. A skill id is "named" when it stands where a skill is meant:
 * a `skill:`/`source:`/`reason:`/`id:` value (or any object value outside the engine's own vocabulary),
 * a comparison with an `.id`, a `hasUsed`/`markUsed` key, an argument to a call named for skills
 * (`hasSkill(p, 'x')`, `skillUsed(ctx, p, 'x')`), or a cast. Roll purposes, procedure kinds and
 * stages that share a skill's name (`'dauntless'` the roll, `'hit-and-run'` the step) are the names of
 * those rolls and steps, not tests of a skill, and are allowed.
 */

const SRC = fileURLToPath(new URL('..', import.meta.url));
const IDS: ReadonlySet<string> = new Set(SKILL_IDS);
/** Object keys whose values are the engine's own vocabulary, never a skill. */
const VOCABULARY = new Set([
  'kind',
  'stage',
  'purpose',
  'type',
  'choice',
  'how',
  'result',
  'face',
  'event',
  'code',
  'text',
  'action',
  'die',
  'reaction',
  'status',
  'box',
  'phase',
  'cause',
]);

/** Where a line names a skill id, as the ids found. */
export function skillIdsNamed(line: string): string[] {
  const t = line.trim();
  if (t.startsWith('*') || t.startsWith('//') || t.startsWith('/*')) return [];
  const out: string[] = [];
  for (const m of line.matchAll(/'([a-z][a-z-]*)'/g)) {
    const id = m[1] as string;
    if (!IDS.has(id)) continue;
    const before = line.slice(0, m.index);
    const after = line.slice((m.index ?? 0) + m[0].length);
    const key =
      before.match(/(?:^\s*|[{,(]\s*)([\w$]+)\??\s*:\s*$/)?.[1] ??
      before.match(/(?:^\s*|[{,]\s*)'([\w-]+)'\s*:\s*$/)?.[1];
    const named =
      (key !== undefined && !VOCABULARY.has(key)) ||
      /\.id\s*[!=]==?\s*$/.test(before) ||
      /^\s*[!=]==?\s*[\w.]*\.id\b/.test(after) ||
      /\b(hasUsed|markUsed)\([^,()]+,\s*$/.test(before) ||
      /\b\w*[Ss]kill\w*\([^()]*$/.test(before) ||
      /\bas\s+$/.test(before) ||
      /^\s*as\s+SkillId\b/.test(after) ||
      /\bskill\s*:\s*[^,]*\?\s*$/.test(before) ||
      /\bskill\s*:\s*[^,]*\?\s*'[^']*'\s*:\s*$/.test(before);
    if (named) out.push(id);
  }
  return out;
}

function procedureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory())
      return ['skills', 'tables', 'rosters', '__fixtures__'].includes(e.name) ? [] : procedureFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

function namingFiles(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const path of procedureFiles(SRC)) {
    const name = relative(SRC, path).split('\\').join('/');
    const hits = readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) => skillIdsNamed(line).map((id) => `${name}:${i + 1} '${id}'`));
    if (hits.length > 0) out.set(name, hits);
  }
  return out;
}

describe('the skill fence', () => {
  test.each([
    ["ctx.emit({ kind: 'skill', player: p.id, skill: 'frenzy', effect: 'x' });", ['frenzy']],
    ["if (hasUsed(attacker, 'brawler', 'activation')) return;", ['brawler']],
    ["skillUsed(ctx, attacker, 'frenzy', 'must follow up');", ['frenzy']],
    ["if (hasSkill(player, 'sure-hands')) return;", ['sure-hands']],
    ["const jugg = p.skills.some((k) => k.id === 'juggernaut');", ['juggernaut']],
    ["mods.push({ value: 1, reason: 'mighty-blow' });", ['mighty-blow']],
    ["const M: Record<Ask, SkillId> = { 'attacker-wrestle': 'wrestle' };", ['wrestle']],
    ["options: [{ type: 'use-skill', skill: 'stand-firm' }, { type: 'decline' }],", ['stand-firm']],
    ["skill: p.ballAndChain ? 'ball-and-chain' : 'frenzy',", ['ball-and-chain', 'frenzy']],
    // The engine's own vocabulary that shares a skill's name is not a skill test.
    ["ctx.emit(rollEvent('dauntless', attacker.id, n, 4, ok));", []],
    ["export const hitAndRun = (p) => ({ kind: 'hit-and-run', player: p.id });", []],
    ["ctx.push(testProc('catch', player, 3, []));", []],
    ["p.stage = p.jump ? 'pick-up' : 'shadowing';", []],
    ['// Frenzy: a comment may use the name.', []],
  ])('reads %s', (line, ids) => {
    expect(skillIdsNamed(line)).toEqual(ids);
  });

  test('no procedure file names a skill id', () => {
    expect([...namingFiles().values()].flat()).toEqual([]);
  });
});

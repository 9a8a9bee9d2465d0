import {
  ACTION_KINDS,
  CASUALTY_RESULTS,
  DECISION_KINDS,
  DOWN_KINDS,
  DUGOUT_BOXES,
  ILLEGAL_COMMAND_CODES,
  INJURY_RESULTS,
  KICK_OFF_EVENTS,
  LASTING_INJURIES,
  PLAYER_STATUSES,
  ROLL_PURPOSES,
  TEAM_SHEET_PROBLEM_CODES,
  TURNOVER_REASONS,
  WEATHERS,
} from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { modifierReason } from '../match/describe-event.js';
import { en } from './en.js';
import { loadLocale } from './index.js';

/**
 * Every id the engine puts in an event has a message, so the dice log never shows an engine id (issue 9). A
 * new id in the rules vocabulary fails here until `en.ts` (and then `ko.ts`, `ja.ts`) word it.
 */
const VOCABULARY: [string, readonly string[]][] = [
  ['roll', ROLL_PURPOSES],
  ['turnover', TURNOVER_REASONS],
  ['kickoff', KICK_OFF_EVENTS],
  ['weather', WEATHERS],
  ['injury', INJURY_RESULTS],
  ['casualty', CASUALTY_RESULTS],
  ['lasting', LASTING_INJURIES],
  ['status', PLAYER_STATUSES],
  ['box', DUGOUT_BOXES],
  ['log.box', DUGOUT_BOXES],
  ['action', ACTION_KINDS],
  ['log.going-down', DOWN_KINDS],
  ['decision', DECISION_KINDS],
  ['illegal', ILLEGAL_COMMAND_CODES],
  ['team-problem', TEAM_SHEET_PROBLEM_CODES],
  // The choices the engine offers (`choose` commands): coin, kick-off, Apothecary, pass, punt aims.
  [
    'choice',
    [
      'heads',
      'tails',
      'kick',
      'receive',
      'use-apothecary',
      'first',
      'second',
      'pass',
      'up',
      'down',
      'left',
      'right',
    ],
  ],
];

describe('the engine vocabulary', () => {
  test.each(VOCABULARY)('every %s id has a message', (prefix, ids) => {
    expect(ids.filter((id) => !(`${prefix}.${id}` in en))).toEqual([]);
  });
});

/**
 * Node's file reading, imported by a computed name: this file is also type-checked with the web bundle,
 * which has no Node types (the test itself runs in Node).
 */
interface FileReading {
  readdirSync(dir: URL, options: { recursive: true; encoding: 'utf8' }): string[];
  readFileSync(file: URL, encoding: 'utf8'): string;
}

/** Every modifier reason the rules source writes as a literal (`reason: 'pouring rain'`). */
async function literalModifierReasons(): Promise<string[]> {
  const fs: FileReading = await import(['node', 'fs'].join(':'));
  const root = new URL('../../../../rules/src/', import.meta.url);
  const reasons = new Set<string>();
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = fs.readFileSync(new URL(file, root), 'utf8');
    for (const m of text.matchAll(/reason: '([^']+)'/g)) reasons.add(m[1] as string);
  }
  return [...reasons].sort();
}

test('every modifier reason the engine writes is worded by the catalogue (or is a skill)', async () => {
  const reasons = await literalModifierReasons();
  expect(reasons.length).toBeGreaterThan(10);
  // In Korean, a reason nobody words stays as the engine wrote it.
  await loadLocale('ko');
  const unworded = reasons.filter((r) => modifierReason(r) === r);
  await loadLocale('en');
  expect(unworded).toEqual([]);
});

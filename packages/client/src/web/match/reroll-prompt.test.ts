import { blockFace, type Decision, type GameEvent } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { loadLocale } from '../i18n/index.js';
import { type Names, sentenceText } from './describe-event.js';
import { decisionPrompt } from './view-model.js';

const names: Names = { player: (id) => id, team: (side) => side };
const reroll: Decision = {
  team: 'home',
  kind: 'reroll',
  player: 'h1',
  prompt: '',
  options: [{ type: 'reroll', source: 'team' }, { type: 'no-reroll' }],
};
const roll = (over: Partial<Extract<GameEvent, { kind: 'roll' }>>): GameEvent => ({
  seq: 1,
  kind: 'roll',
  purpose: 'dodge',
  player: 'h1',
  die: 'D6',
  natural: [2],
  modifiers: [],
  total: 2,
  target: 4,
  success: false,
  rerolled: false,
  ...over,
});
/** Two block dice: which numbers show Player Down and POW! (the engine's own mapping). */
const faceOf = (face: string) => [1, 2, 3, 4, 5, 6].find((n) => blockFace(n) === face) as number;

describe('the re-roll prompt after a block (issue 21 item 7)', () => {
  test('names the roll and shows the faces, not an earlier failed roll', async () => {
    const log = [
      // A Dodge failed earlier in the match, and was re-rolled: it is not what this decision is about.
      roll({ seq: 1 }),
      roll({
        seq: 2,
        purpose: 'block',
        die: 'BLOCK',
        natural: [faceOf('player-down'), faceOf('pow')],
        total: 0,
        target: null,
        success: null,
      }),
    ];
    expect(sentenceText(decisionPrompt(reroll, names, log))).toBe(
      'Block dice showing Player Down, POW!: re-roll them?',
    );
    await loadLocale('ko');
    expect(sentenceText(decisionPrompt(reroll, names, log))).toMatch(/^블록 주사위 .+, .+: 리롤할까요\?$/);
    await loadLocale('en');
  });

  test('a failed roll with a target still reads as before', () => {
    expect(sentenceText(decisionPrompt(reroll, names, [roll({})]))).toBe(
      'Dodge 4+ failed (rolled 2): re-roll?',
    );
  });
});

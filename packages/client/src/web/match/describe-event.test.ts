import type { GameEvent } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { loadLocale, t } from '../i18n/index.js';
import { describeEvent, modifierReason, type Names, sentenceText, signed } from './describe-event.js';

const names: Names = {
  player: (id) => ({ 'home-1': 'Griff Oberwald', 'away-4': 'Varag Ghoul-Chewer' })[id] ?? id,
  team: (side) => (side === 'home' ? 'Reikland Reavers' : 'Gouged Eye'),
};

const roll = (over: Partial<Extract<GameEvent, { kind: 'roll' }>>): GameEvent => ({
  seq: 1,
  kind: 'roll',
  purpose: 'dodge',
  player: 'home-1',
  die: 'D6',
  natural: [4],
  modifiers: [],
  total: 4,
  target: 3,
  success: true,
  rerolled: false,
  ...over,
});

describe('dice log sentences', () => {
  test.each([
    {
      name: 'a dodge with a tackle zone modifier',
      event: roll({ modifiers: [{ value: -1, reason: 'marked' }], total: 3 }),
      text: 'Griff Oberwald — Dodge: 3+ needed (−1 Marked), rolled 4 — success',
    },
    {
      name: 'a failed rush without modifiers',
      event: roll({ purpose: 'rush', natural: [1], total: 1, target: 2, success: false }),
      text: 'Griff Oberwald — Rush: 2+ needed, rolled 1 — failure',
    },
    {
      name: 'a 2D6 armour roll read against a target',
      event: roll({
        purpose: 'armour',
        player: 'away-4',
        die: 'D6',
        natural: [5, 4],
        total: 9,
        target: 10,
        success: false,
      }),
      text: 'Varag Ghoul-Chewer — Armour: 10+ needed, rolled 5 + 4 — failure',
    },
    {
      name: 'a table roll with no player (weather)',
      event: roll({
        purpose: 'weather',
        player: null,
        die: 'D6',
        natural: [3, 4],
        total: 7,
        target: null,
        success: null,
      }),
      text: 'Weather: rolled 3 + 4',
    },
    {
      name: 'a modified table roll (injury with Niggling Injuries)',
      event: roll({
        purpose: 'injury',
        die: 'D6',
        natural: [4, 4],
        modifiers: [{ value: 1, reason: 'niggling injuries' }],
        total: 9,
        target: null,
        success: null,
      }),
      text: 'Griff Oberwald — Injury: rolled 4 + 4 (+1 Niggling Injuries), total 9',
    },
    {
      name: 'a modifier the catalogue does not know keeps the engine’s reason',
      event: roll({ purpose: 'jump', modifiers: [{ value: 1, reason: 'Very Long Legs' }] }),
      text: 'Griff Oberwald — Jump: 3+ needed (+1 Very Long Legs), rolled 4 — success',
    },
    {
      name: 'block dice read as faces',
      event: roll({ purpose: 'block', die: 'BLOCK', natural: [3, 6], total: 0, target: null, success: null }),
      text: 'Griff Oberwald — Block: rolled Push Back, POW!',
    },
    {
      name: 'a team re-roll',
      event: { seq: 2, kind: 'reroll', player: 'home-1', source: 'team', purpose: 'dodge', wasted: false },
      text: 'Griff Oberwald uses a team re-roll for the Dodge roll',
    },
    {
      name: 'a skill re-roll names the skill',
      event: { seq: 2, kind: 'reroll', player: 'home-1', source: 'dodge', purpose: 'dodge', wasted: false },
      text: 'Griff Oberwald re-rolls the Dodge roll with Dodge',
    },
    {
      name: 'a step',
      event: {
        seq: 3,
        kind: 'move',
        player: 'home-1',
        from: { x: 3, y: 4 },
        to: { x: 4, y: 4 },
        how: 'step',
      },
      text: 'Griff Oberwald moves to square 4, 4',
    },
    {
      name: 'a turnover',
      event: { seq: 4, kind: 'turnover', team: 'home', reason: 'fell-over' },
      text: 'Turnover! Reikland Reavers: a player fell over',
    },
    {
      name: 'a knock-down',
      event: { seq: 5, kind: 'going-down', player: 'away-4', how: 'knocked-down' },
      text: 'Varag Ghoul-Chewer is Knocked Down',
    },
    {
      name: 'a casualty with a lasting injury',
      event: {
        seq: 6,
        kind: 'casualty',
        player: 'away-4',
        result: 'lasting-injury',
        lasting: 'ag',
        causedBy: null,
        spp: false,
      },
      text: 'Varag Ghoul-Chewer suffers a casualty: Lasting Injury (−1 AG)',
    },
    {
      name: 'the ball carried',
      event: { seq: 7, kind: 'ball', ball: { kind: 'carried', player: 'home-1' }, reason: 'caught' },
      text: 'Griff Oberwald has the ball',
    },
    {
      name: 'a kick-off event',
      event: { seq: 8, kind: 'kick-off', event: 'high-kick' },
      text: 'Kick-off event: High Kick',
    },
    {
      name: 'an activation',
      event: { seq: 9, kind: 'activation', player: 'home-1', action: 'blitz' },
      text: 'Griff Oberwald declares Blitz',
    },
    {
      name: "a Star Player's special rule, by its name",
      event: { seq: 11, kind: 'star-rule', player: 'home-1', rule: 'consummate-professional', effect: '+1' },
      text: 'Griff Oberwald uses Consummate Professional',
    },
    {
      name: 'a re-roll from a special rule',
      event: {
        seq: 12,
        kind: 'reroll',
        player: 'away-4',
        source: 'krump-and-smash',
        purpose: 'armour',
        wasted: false,
      },
      text: 'Varag Ghoul-Chewer re-rolls the Armour roll with Krump and Smash',
    },
  ] satisfies { name: string; event: GameEvent; text: string }[])('$name', ({ event, text }) => {
    expect(sentenceText(describeEvent(event, names))).toBe(text);
  });

  test('returns a catalogue key and parameters, not a finished string', () => {
    const s = describeEvent(roll({ modifiers: [{ value: -2, reason: 'marked' }] }), names);
    expect(s.key).toBe('log.roll.test.modified');
    expect(s.params).toMatchObject({
      player: 'Griff Oberwald',
      roll: 'Dodge',
      target: 3,
      natural: '4',
      outcome: 'success',
    });
    expect(t(s.key, s.params)).toContain('−2 Marked');
  });

  test('events the engine is still gaining are named by their kind instead of breaking the log', () => {
    const future = { seq: 10, kind: 'pass-thrown', player: 'home-1' } as unknown as GameEvent;
    expect(sentenceText(describeEvent(future, names))).toBe('Event: pass-thrown');
  });

  test('engine notes are worded from their code, in the reader’s language; a note without one shows its text', async () => {
    const tossWon: GameEvent = {
      seq: 11,
      kind: 'note',
      text: 'the coin shows heads: away wins the toss',
      team: 'away',
      code: 'coin-toss',
      params: { face: 'heads', team: 'away' },
    };
    const landed: GameEvent = {
      seq: 12,
      kind: 'note',
      text: 'Griff lands on Varag',
      code: 'lands-on',
      params: { player: 'home-1', target: 'away-4' },
    };
    const old: GameEvent = { seq: 13, kind: 'note', text: 'something the engine said' };
    expect(sentenceText(describeEvent(tossWon, names))).toBe(
      'The coin shows Heads: Gouged Eye wins the toss',
    );
    expect(sentenceText(describeEvent(landed, names))).toBe('Griff Oberwald lands on Varag Ghoul-Chewer');
    expect(sentenceText(describeEvent(old, names))).toBe('something the engine said');
    await loadLocale('ko');
    expect(sentenceText(describeEvent(tossWon, names))).toBe('동전은 앞면: Gouged Eye 승리');
    await loadLocale('ja');
    expect(sentenceText(describeEvent(landed, names))).toBe('Griff OberwaldはVarag Ghoul-Chewerの上に着地');
    await loadLocale('en');
  });

  test.each([
    ['a rule’s words', 'pouring rain', 'Pouring Rain', '폭우'],
    ['a skill id', 'mighty-blow', 'Mighty Blow', '마이티 블로'],
    ['a skill’s English name', 'Very Long Legs', 'Very Long Legs', '베리 롱 레그스'],
    ['a weather id', 'very-sunny', 'Very Sunny', '강한 햇빛'],
    ['a pass range', 'long-bomb', 'Long Bomb', '긴 폭격'],
    [
      'words the catalogue has',
      'Block or Blitz declared',
      'Block or Blitz declared',
      '블록 또는 블리츠 선언',
    ],
    ['words nobody knows', 'moon phase', 'moon phase', 'moon phase'],
  ])('a modifier reason given as %s is worded for the reader', async (_, reason, english, korean) => {
    expect(modifierReason(reason)).toBe(english);
    await loadLocale('ko');
    expect(modifierReason(reason)).toBe(korean);
    await loadLocale('en');
  });

  test.each([
    {
      event: {
        seq: 20,
        kind: 'pass',
        player: 'home-1',
        target: { x: 10, y: 7 },
        range: 'short',
        result: 'accurate',
      },
      text: 'Griff Oberwald throws a Short Pass to square 10, 7: accurate',
    },
    {
      event: { seq: 21, kind: 'interception', player: 'away-4', success: true },
      text: 'Varag Ghoul-Chewer intercepts the pass!',
    },
    {
      event: { seq: 22, kind: 'hand-off', player: 'home-1', target: 'away-4' },
      text: 'Griff Oberwald hands off the ball to Varag Ghoul-Chewer',
    },
    {
      event: { seq: 23, kind: 'concession', team: 'away', withoutPenalty: false },
      text: 'Gouged Eye concedes the match',
    },
    {
      event: { seq: 24, kind: 'landing', player: 'home-1', at: { x: 3, y: 4 }, safe: true, thrower: null },
      text: 'Griff Oberwald lands on square 3, 4',
    },
  ] satisfies { event: GameEvent; text: string }[])('$event.kind has its own sentence', ({ event, text }) => {
    expect(sentenceText(describeEvent(event, names))).toBe(text);
  });

  test('signed modifiers use a real minus sign', () => {
    expect([signed(-1), signed(2), signed(0)]).toEqual(['−1', '+2', '+0']);
  });
});

import { describe, expect, test } from 'vitest';
import { turn } from '../__fixtures__/helpers.js';
import { blockFaceOdds, blockOdds } from './block.js';

const pair = (a: object = {}, d: object = {}, extra: object = {}) =>
  turn(
    [
      { id: 'h1', team: 'home', at: [10, 7], ...a },
      { id: 'a1', team: 'away', at: [11, 7], ...d },
    ],
    extra,
  );

describe('blockOdds', () => {
  test('one die, no skills: 2/6 target down (Stumble, POW), 2/6 push, 1/6 both down, 1/6 attacker down', () => {
    const o = blockOdds(pair(), 'h1', 'a1');
    expect(o).toMatchObject({
      dice: 1,
      chooser: 'home',
      attackerSt: 3,
      defenderSt: 3,
      offensive: [],
      defensive: [],
    });
    expect(o.withoutReroll['target-down']).toBeCloseTo(2 / 6);
    expect(o.withoutReroll.push).toBeCloseTo(2 / 6);
    expect(o.withoutReroll['both-down']).toBeCloseTo(1 / 6);
    expect(o.withoutReroll['attacker-down']).toBeCloseTo(1 / 6);
  });

  test('two dice for the attacker: target down 1 − (4/6)², attacker down only on double skulls', () => {
    const o = blockOdds(pair({ st: 4 }), 'h1', 'a1');
    expect(o.dice).toBe(2);
    expect(o.withoutReroll['target-down']).toBeCloseTo(1 - (4 / 6) ** 2);
    expect(o.withoutReroll['attacker-down']).toBeCloseTo(1 / 36);
  });

  test('two dice for the defender: attacker down 1 − (5/6)², target down (2/6)²', () => {
    const o = blockOdds(pair({}, { st: 4 }), 'h1', 'a1');
    expect(o.chooser).toBe('away');
    expect(o.withoutReroll['attacker-down']).toBeCloseTo(1 - (5 / 6) ** 2);
    expect(o.withoutReroll['target-down']).toBeCloseTo((2 / 6) ** 2);
  });

  test('Block against Dodge: Both Down knocks only the target, Stumble is only a push', () => {
    const o = blockOdds(pair({ skills: ['Block'] }, { skills: ['Dodge'] }), 'h1', 'a1');
    expect(o.withoutReroll['target-down']).toBeCloseTo(2 / 6);
    expect(o.withoutReroll.push).toBeCloseTo(3 / 6);
  });

  test('with a team re-roll: bad results are re-rolled once; probabilities still sum to 1', () => {
    const o = blockOdds(pair({}, {}, { teams: { home: { rerolls: 1 } } }), 'h1', 'a1');
    expect(o.rerollAvailable).toBe(true);
    expect(o.withReroll['target-down']).toBeCloseTo(2 / 6 + (2 / 6) * (2 / 6));
    const sum = Object.values(o.withReroll).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1);
  });

  test('a Blitzing Juggernaut turns Both Down into a push; Horns adds to its strength', () => {
    const s = pair({ skills: ['Juggernaut', 'Horns'] });
    const blitz = blockOdds(s, 'h1', 'a1', { blitz: true });
    expect(blitz).toMatchObject({ attackerSt: 4, dice: 2 });
    expect(blitz.withoutReroll['both-down']).toBe(0);
    const plain = blockOdds(s, 'h1', 'a1');
    expect(plain.dice).toBe(1);
    expect(plain.withoutReroll['both-down']).toBeCloseTo(1 / 6);
  });

  test('three dice for the defender: the attacker falls whenever one die shows Player Down', () => {
    const o = blockOdds(pair({ st: 2 }, { st: 7 }), 'h1', 'a1');
    expect(o).toMatchObject({ dice: 3, chooser: 'away' });
    expect(o.withoutReroll['attacker-down']).toBeCloseTo(1 - (5 / 6) ** 3);
  });

  test.each([
    // blocker skills, target skills, blitz, Both Down ends in
    [[], [], false, 'both-down'],
    [['Block'], [], false, 'target-down'],
    [[], ['Block'], false, 'attacker-down'],
    [['Block'], ['Block'], false, 'nothing'],
    [['Wrestle'], ['Block'], false, 'both-down'],
    [['Block', 'Wrestle'], ['Block'], false, 'nothing'],
    [['Block'], ['Wrestle'], false, 'both-down'],
    [['Block'], ['Block', 'Wrestle'], false, 'nothing'],
    [['Juggernaut'], [], true, 'push'],
    [['Juggernaut'], [], false, 'both-down'],
    [['Juggernaut'], ['Block'], true, 'push'],
    [['Juggernaut', 'Block'], [], true, 'target-down'],
    [['Juggernaut', 'Block'], ['Block'], true, 'push'],
    [['Juggernaut', 'Block'], ['Wrestle'], true, 'target-down'],
    [['Juggernaut'], ['Wrestle', 'Block'], true, 'push'],
  ] as const)(
    'Both Down, %j on %j (Blitz %s): each coach uses its optional skills to its own benefit → %s',
    (a, d, blitz, outcome) => {
      const s = pair({ skills: a }, { skills: d });
      const faces = blockFaceOdds(s, 'h1', 'a1', { blitz });
      expect(faces.find((f) => f.face === 'both-down')?.outcome[outcome]).toBeCloseTo(1, 10);
    },
  );

  test('the target choosing picks its own best: it would rather both stay up than both go down', () => {
    // Two dice for the target; Block on both sides makes Both Down "nothing".
    const o = blockOdds(pair({ skills: ['Block'] }, { st: 4, skills: ['Block'] }), 'h1', 'a1');
    expect(o.chooser).toBe('away');
    expect(o.withoutReroll['both-down']).toBe(0);
    const sum = Object.values(o.withoutReroll).reduce((x, y) => x + y, 0);
    expect(sum).toBeCloseTo(1);
  });
});

import { describe, expect, test } from 'vitest';
import { BLOCK_FACES, blockFace, blockFaceNumber } from './block.js';
import { block, DiceScriptError, d3, d6, d8, d16, dieRoll, ScriptedDice, twoD6 } from './scripted.js';

describe('ScriptedDice', () => {
  test('returns the scripted values in order, twoD6 spread inline', () => {
    const dice = new ScriptedDice([d6(3), twoD6(4, 5), d8(8), d16(16), d3(1), block('pow'), block(3)]);
    expect(dice.roll('D6')).toBe(3);
    expect(dice.roll('D6')).toBe(4);
    expect(dice.roll('D6')).toBe(5);
    expect(dice.roll('D8')).toBe(8);
    expect(dice.roll('D16')).toBe(16);
    expect(dice.roll('D3')).toBe(1);
    expect(dice.roll('BLOCK')).toBe(6);
    expect(dice.roll('BLOCK')).toBe(3);
    expect(dice.consumed).toBe(8);
    expect(() => dice.assertConsumed()).not.toThrow();
  });

  test('a wrong kind throws, naming the roll number, the request and the script', () => {
    const dice = new ScriptedDice([d6(2), d8(4)]);
    dice.roll('D6');
    expect(() => dice.roll('D6')).toThrow(DiceScriptError);
    expect(() => dice.roll('D6')).toThrow('roll #2: the engine asked for a D6 but the script has D8 4');
    // the failed request consumed nothing
    expect(dice.remaining()).toEqual([{ kind: 'D8', value: 4 }]);
  });

  test('an empty script throws', () => {
    const dice = new ScriptedDice([d6(6)]);
    dice.roll('D6');
    expect(() => dice.roll('BLOCK')).toThrow('roll #2: the engine asked for a BLOCK but the script is empty');
  });

  test('assertConsumed lists the unused rolls', () => {
    const dice = new ScriptedDice([d6(1), d16(9), block('both-down')]);
    dice.roll('D6');
    expect(dice.remaining()).toHaveLength(2);
    expect(() => dice.assertConsumed()).toThrow(
      '2 scripted roll(s) left unused after roll #1: D16 9, BLOCK 2',
    );
  });

  test.each([
    ['d6(0)', () => d6(0)],
    ['d6(7)', () => d6(7)],
    ['d3(4)', () => d3(4)],
    ['d8(9)', () => d8(9)],
    ['d16(17)', () => d16(17)],
    ['d6(2.5)', () => d6(2.5)],
    ['block(7)', () => block(7)],
  ])('%s is out of range', (_label, make) => {
    expect(make).toThrow(DiceScriptError);
  });

  test('die(sides) answers only a dieRoll with the same sides', () => {
    const dice = new ScriptedDice([dieRoll(12, 7), d6(2), dieRoll(2, 1)]);
    expect(dice.die(12)).toBe(7);
    expect(() => dice.die(6)).toThrow('roll #2: the engine asked for a die(6) but the script has D6 2');
    expect(dice.roll('D6')).toBe(2);
    expect(() => dice.die(3)).toThrow('roll #3: the engine asked for a die(3) but the script has die(2) 1');
    expect(() => dice.roll('D3')).toThrow('roll #3: the engine asked for a D3 but the script has die(2) 1');
    expect(dice.die(2)).toBe(1);
    expect(() => dice.die(2)).toThrow('roll #4: the engine asked for a die(2) but the script is empty');
    dice.assertConsumed();
  });

  test('die refuses sides outside 2..256, as SeededDice does', () => {
    const dice = new ScriptedDice([dieRoll(2, 1)]);
    expect(() => dice.die(1)).toThrow(/a die has 2\.\.256 sides/);
    expect(() => dice.die(300)).toThrow(/a die has 2\.\.256 sides/);
    expect(dice.remaining()).toEqual([{ kind: 'die', sides: 2, value: 1 }]);
  });

  test.each([
    ['dieRoll(6, 0)', () => dieRoll(6, 0)],
    ['dieRoll(6, 7)', () => dieRoll(6, 7)],
    ['dieRoll(1, 1)', () => dieRoll(1, 1)],
    ['dieRoll(257, 3)', () => dieRoll(257, 3)],
    ['dieRoll(5, 1.5)', () => dieRoll(5, 1.5)],
  ])('%s cannot be scripted', (_label, make) => {
    expect(make).toThrow(DiceScriptError);
  });

  test('raw script entries are validated too', () => {
    expect(() => new ScriptedDice([{ kind: 'die', sides: 4, value: 5 }])).toThrow('scripted roll #1');
    expect(() => new ScriptedDice([{ kind: 'D6', value: 9 }])).toThrow('scripted roll #1');
    expect(() => new ScriptedDice([{ kind: 'D20' as 'D6', value: 1 }])).toThrow('scripted roll #1');
  });
});

describe('block faces', () => {
  test.each([
    [1, 'player-down'],
    [2, 'both-down'],
    [3, 'push-back'],
    [4, 'push-back'],
    [5, 'stumble'],
    [6, 'pow'],
  ] as const)('face %i is %s', (n, face) => {
    expect(BLOCK_FACES[n]).toBe(face);
    expect(blockFace(n)).toBe(face);
    expect(blockFace(blockFaceNumber(face))).toBe(face);
  });

  test('face 0 and 7 do not exist', () => {
    expect(() => blockFace(0)).toThrow(RangeError);
    expect(() => blockFace(7)).toThrow(RangeError);
  });
});

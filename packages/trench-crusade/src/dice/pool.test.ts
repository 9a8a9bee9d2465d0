import { describe, expect, test } from 'vitest';
import { actionResult } from '../charts/action-success.js';
import { injuryResult } from '../charts/injury-chart.js';
import { keptIndexes, rollPool, settlePool } from './pool.js';
import { poolDistribution } from './pool-odds.js';
import { d3, d6, ScriptedDice } from './scripted.js';

describe('±DICE (reference §1.1, seed p. 9)', () => {
  test('2D6 with no ±DICE keeps both dice', () => {
    expect(rollPool(new ScriptedDice([d6(3, 5)]), 2, 0)).toEqual({
      base: 2,
      modifier: 0,
      dice: [3, 5],
      kept: [3, 5],
      dropped: [],
      total: 8,
    });
  });

  test('+1 DICE rolls three and keeps the two highest', () => {
    expect(rollPool(new ScriptedDice([d6(2, 6, 4)]), 2, 1)).toMatchObject({
      dice: [2, 6, 4],
      kept: [6, 4],
      dropped: [2],
      total: 10,
    });
  });

  test('-2 DICE rolls four and keeps the two lowest', () => {
    expect(rollPool(new ScriptedDice([d6(6, 1, 5, 2)]), 2, -2)).toMatchObject({
      kept: [1, 2],
      dropped: [6, 5],
      total: 3,
    });
  });

  test('+DICE and -DICE cancel in pairs: the pool size follows the net modifier', () => {
    const plus2minus1 = 2 - 1;
    expect(rollPool(new ScriptedDice([d6(1, 2, 3)]), 2, plus2minus1).dice).toHaveLength(3);
  });

  test("the seed's own example: 3 dice with one +DICE rolls 4 and keeps the best 3", () => {
    expect(rollPool(new ScriptedDice([d6(5, 1, 6, 3)]), 3, 1)).toMatchObject({
      kept: [5, 6, 3],
      dropped: [1],
      total: 14,
    });
  });

  test('3D6 with -2 DICE rolls 5 and keeps the lowest 3 (pools of more than two dice)', () => {
    expect(rollPool(new ScriptedDice([d6(6, 4, 1, 5, 2)]), 3, -2)).toMatchObject({
      kept: [4, 1, 2],
      dropped: [6, 5],
      total: 7,
    });
  });

  test('4D6 with +3 DICE rolls 7 and keeps the highest 4', () => {
    expect(rollPool(new ScriptedDice([d6(1, 1, 6, 2, 6, 3, 5)]), 4, 3)).toMatchObject({
      kept: [6, 6, 3, 5],
      dropped: [1, 1, 2],
      total: 20,
    });
  });

  test('equal faces: the earlier die is kept, the total is the same either way', () => {
    expect(keptIndexes([4, 4, 4], 2, 1)).toEqual([0, 1]);
    expect(settlePool([4, 4, 4], 2, -1).total).toBe(8);
  });

  test('a dice source that returns an impossible face is refused', () => {
    expect(() => rollPool({ roll: () => 7 }, 2, 0)).toThrow('the dice returned 7 for a D6');
  });

  test('the wrong number of faces for a pool is refused', () => {
    expect(() => settlePool([1, 2], 2, 1)).toThrow('needs 3 dice');
  });
});

describe('exact pool odds match every ordered roll', () => {
  function brute(base: number, modifier: number): number[] {
    const n = base + Math.abs(modifier);
    const dist = new Array(6 * base + 1).fill(0);
    const faces = new Array(n).fill(1);
    for (let k = 0; k < 6 ** n; k++) {
      let x = k;
      for (let i = 0; i < n; i++) {
        faces[i] = (x % 6) + 1;
        x = Math.floor(x / 6);
      }
      dist[settlePool(faces, base, modifier).total] += 1 / 6 ** n;
    }
    return dist;
  }
  test.each([
    [2, 0],
    [2, 1],
    [2, -1],
    [2, 2],
    [2, -3],
    [3, 1],
    [3, -2],
  ])('%i dice at %i ±DICE', (base, modifier) => {
    const exact = poolDistribution(base, modifier);
    for (const [total, p] of brute(base, modifier).entries()) expect(exact[total]).toBeCloseTo(p, 12);
  });

  test('2D6 succeeds on the Action Success Chart 21 times in 36, with +1 DICE 29 in 36, with -1 DICE 23 in 72', () => {
    const hit = (mod: number) => poolDistribution(2, mod).reduce((n, p, t) => n + (t >= 7 ? p : 0), 0);
    expect(hit(0)).toBeCloseTo(21 / 36, 12);
    expect(hit(1)).toBeCloseTo(29 / 36, 12);
    expect(hit(-1)).toBeCloseTo(23 / 72, 12);
  });
});

describe('the Action Success Chart (reference §1.2; seed: Critical Success at 12 or more)', () => {
  test.each([
    [2, 'failure'],
    [6, 'failure'],
    [7, 'success'],
    [11, 'success'],
    [12, 'critical'],
  ] as const)('%i is a %s', (total, result) => expect(actionResult(total)).toBe(result));
});

describe('the Injury Chart (seed p. 9)', () => {
  test.each([
    [-3, 'no-effect'],
    [1, 'no-effect'],
    [2, 'minor-hit'],
    [6, 'minor-hit'],
    [7, 'down'],
    [8, 'down'],
    [9, 'out-of-action'],
    [18, 'out-of-action'],
  ] as const)('%i is %s', (total, result) => expect(injuryResult(total)).toBe(result));
});

describe('scripted dice', () => {
  test('asking for the wrong kind names the roll', () => {
    const dice = new ScriptedDice([d3(2)]);
    expect(() => dice.roll('D6')).toThrow('roll #1: the engine asked for a D6 but the script has D3 2');
  });
  test('unused rolls are reported', () => {
    const dice = new ScriptedDice([d6(1, 2)]);
    dice.roll('D6');
    expect(() => dice.assertConsumed()).toThrow('1 scripted roll(s) left unused after roll #1: D6 2');
  });
});

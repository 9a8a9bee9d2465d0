import { dieRoll, ScriptedDice, SeededDice } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { pickIndex, shuffle } from './random.js';

describe('shuffle (Fisher–Yates from the end, over die)', () => {
  test('draws die(n), die(n−1) … die(2) and swaps item i with item die−1', () => {
    // [a b c d]: die(4)=1 swaps d,a → [d b c a]; die(3)=3 keeps c; die(2)=1 swaps b,d → [b d c a].
    const dice = new ScriptedDice([dieRoll(4, 1), dieRoll(3, 3), dieRoll(2, 1)]);
    expect(shuffle(['a', 'b', 'c', 'd'], dice)).toEqual(['b', 'd', 'c', 'a']);
    dice.assertConsumed();
  });

  test('one item or none draws nothing, and the input is not changed', () => {
    const dice = new ScriptedDice([]);
    const items = ['x'];
    expect(shuffle(items, dice)).toEqual(['x']);
    expect(shuffle([], dice)).toEqual([]);
    expect(items).toEqual(['x']);
  });

  test('a Random that answers outside 1..sides is refused', () => {
    expect(() => shuffle([1, 2, 3], { die: () => 0 })).toThrow('random.die(3) returned 0');
    expect(() => shuffle([1, 2, 3], { die: () => 1.5 })).toThrow(RangeError);
  });

  test('every order of four items is about equally likely from the seeded stream', () => {
    const dice = new SeededDice('11'.repeat(32));
    const counts = new Map<string, number>();
    for (let i = 0; i < 24_000; i++) {
      const key = shuffle([1, 2, 3, 4], dice).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const chi2 = [...counts.values()].reduce((sum, c) => sum + (c - 1000) ** 2 / 1000, 0);
    expect(chi2).toBeLessThan(49.73); // p = 0.001 for 23 degrees of freedom; the seed is fixed
  });
});

describe('pickIndex', () => {
  test('n ≤ 256 is one die(n); n = 1 draws nothing', () => {
    const dice = new ScriptedDice([dieRoll(12, 12), dieRoll(256, 1)]);
    expect(pickIndex(dice, 1)).toBe(0);
    expect(pickIndex(dice, 12)).toBe(11);
    expect(pickIndex(dice, 256)).toBe(0);
    dice.assertConsumed();
  });

  test('n > 256 reads base-256 digits and redraws past the last whole multiple of n', () => {
    // 1320 options (11 players dealing 4 Curses): two digits span 65536; the limit is 65340.
    const dice = new ScriptedDice([dieRoll(256, 256), dieRoll(256, 256), dieRoll(256, 2), dieRoll(256, 5)]);
    // 255·256 + 255 = 65535 ≥ 65340 is redrawn; then 1·256 + 4 = 260.
    expect(pickIndex(dice, 1320)).toBe(260);
    dice.assertConsumed();
  });

  test.each([[0], [-1], [2.5]])('refuses to pick among %s items', (n) => {
    expect(() => pickIndex({ die: () => 1 }, n)).toThrow(RangeError);
  });
});

import { describe, expect, test } from 'vitest';
import { advancementCost, playerLevel } from './advancement-cost.js';
import { characteristicImprovementTable } from './characteristic-improvement.js';
import { expensiveMistakesTable, treasuryAfterMajorMistake } from './expensive-mistakes.js';
import { prayersToNuffleTable } from './prayers-to-nuffle.js';
import { randomSkillTable } from './random-skill.js';
import { sppAward } from './spp-awards.js';
import { valueIncrease } from './value-increase.js';

describe('§4.7 advancement cost', () => {
  test.each([
    [0, 3, 6, 10, 14],
    [1, 4, 8, 12, 16],
    [2, 6, 12, 16, 20],
    [3, 8, 16, 20, 24],
    [4, 10, 20, 24, 28],
    [5, 15, 30, 34, 38],
    [6, 15, 30, 34, 38], // past Legend: Legend cost (unverified reading)
  ])('after %i advancements: %i / %i / %i / %i', (taken, rp, cp, cs, ch) => {
    expect(advancementCost(taken, 'random-primary')).toBe(rp);
    expect(advancementCost(taken, 'chosen-primary')).toBe(cp);
    expect(advancementCost(taken, 'chosen-secondary')).toBe(cs);
    expect(advancementCost(taken, 'characteristic')).toBe(ch);
  });

  test.each([
    [0, undefined],
    [1, 'experienced'],
    [3, 'emerging-star'],
    [6, 'legend'],
    [9, 'legend'],
  ])('level with %i advancements is %s', (n, level) => {
    expect(playerLevel(n)).toBe(level);
  });

  test('negative counts are errors', () => {
    expect(() => advancementCost(-1, 'characteristic')).toThrow(RangeError);
  });
});

describe('§4.8 characteristic improvement (D8)', () => {
  test.each([
    [1, ['av']],
    [2, ['av', 'pa']],
    [3, ['av', 'ma', 'pa']],
    [4, ['av', 'ma', 'pa']],
    [5, ['ma', 'pa']],
    [6, ['ag', 'ma']],
    [7, ['ag', 'st']],
    [8, ['ma', 'st', 'ag', 'pa', 'av']],
  ])('D8 %i → %j', (d8, options) => {
    expect(characteristicImprovementTable(d8)).toEqual(options);
  });
  test('9 is not a D8', () => expect(() => characteristicImprovementTable(9)).toThrow(RangeError));
});

describe('§4.9 value increase', () => {
  test.each([
    [{ kind: 'skill', access: 'primary', elite: false }, 20_000],
    [{ kind: 'skill', access: 'secondary', elite: false }, 40_000],
    [{ kind: 'skill', access: 'primary', elite: true }, 30_000],
    [{ kind: 'skill', access: 'secondary', elite: true }, 50_000],
    [{ kind: 'characteristic', characteristic: 'av' }, 10_000],
    [{ kind: 'characteristic', characteristic: 'ma' }, 20_000],
    [{ kind: 'characteristic', characteristic: 'pa' }, 20_000],
    [{ kind: 'characteristic', characteristic: 'ag' }, 30_000],
    [{ kind: 'characteristic', characteristic: 'st' }, 60_000],
  ] as const)('%j → %i', (advance, gp) => {
    expect(valueIncrease(advance)).toBe(gp);
  });
});

describe('§4.10 expensive mistakes', () => {
  test.each([
    [95_000, 1, 'averted'],
    [100_000, 1, 'minor'],
    [195_000, 2, 'averted'],
    [200_000, 2, 'minor'],
    [300_000, 1, 'major'],
    [395_000, 3, 'minor'],
    [400_000, 4, 'minor'],
    [450_000, 2, 'major'],
    [500_000, 1, 'catastrophe'],
    [550_000, 5, 'minor'],
    [599_000, 6, 'averted'],
    [600_000, 1, 'catastrophe'],
    [600_000, 2, 'catastrophe'],
    [900_000, 3, 'major'],
    [700_000, 5, 'minor'],
    [600_000, 6, 'minor'],
  ])('treasury %i, D6 %i → %s', (treasury, d6, result) => {
    expect(expensiveMistakesTable(treasury, d6)).toBe(result);
  });
  test('a major mistake loses half, rounded down to 5k', () => {
    expect(treasuryAfterMajorMistake(310_000)).toBe(155_000);
    expect(treasuryAfterMajorMistake(330_000)).toBe(165_000);
    expect(treasuryAfterMajorMistake(345_000)).toBe(175_000);
  });
  test('7 is not a D6', () => expect(() => expensiveMistakesTable(200_000, 7)).toThrow(RangeError));
});

describe('§4.11 SPP awards', () => {
  test.each([
    ['completion', 1, 1],
    ['superb-throw', 1, 1],
    ['safe-landing', 1, 1],
    ['interception', 2, 2],
    ['casualty', 2, 3],
    ['touchdown', 3, 2],
    ['mvp', 4, 4],
  ] as const)('%s: %i (Brawlin Brutes %i)', (a, standard, brutes) => {
    expect(sppAward(a)).toBe(standard);
    expect(sppAward(a, true)).toBe(brutes);
  });
});

describe('§4.3 prayers to Nuffle (D16)', () => {
  test.each([
    [1, 'treacherous-trapdoor'],
    [2, 'friends-with-the-ref'],
    [8, 'blessing-of-nuffle'],
    [11, 'dazzling-catching'],
    [12, 'fan-interaction'],
    [16, 'intensive-training'],
  ])('%i → %s', (d16, id) => {
    expect(prayersToNuffleTable(d16)).toBe(id);
  });
  test('17 is not a D16', () => expect(() => prayersToNuffleTable(17)).toThrow(RangeError));
});

describe('§2.8 random skill table', () => {
  test.each([
    ['A', 1, 1, 'catch'],
    ['A', 3, 6, 'hit-and-run'],
    ['A', 4, 1, 'jump-up'],
    ['A', 6, 6, 'sure-feet'],
    ['D', 2, 4, 'lethal-flight'],
    ['D', 5, 4, 'shadowing'],
    ['G', 1, 1, 'block'],
    ['G', 6, 6, 'wrestle'],
    ['M', 4, 2, 'monstrous-mouth'],
    ['P', 4, 5, 'punt'],
    ['S', 4, 2, 'mighty-blow'],
    ['S', 6, 6, 'thick-skull'],
  ] as const)('%s %i/%i → %s', (category, a, b, id) => {
    expect(randomSkillTable(category, a, b)).toBe(id);
  });
  test('0 is not a D6', () => expect(() => randomSkillTable('A', 0, 1)).toThrow(RangeError));
});

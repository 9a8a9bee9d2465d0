import { describe, expect, test } from 'vitest';
import { classicSpirallingExpenses } from './spiralling-expenses.js';

describe('LRB6 Spiralling Expenses', () => {
  test.each([
    [0, 0],
    [1_749_999, 0],
    [1_750_000, 10_000],
    [1_899_999, 10_000],
    [1_900_000, 20_000],
    [2_049_999, 20_000],
    [2_050_000, 30_000],
    [2_200_000, 40_000],
  ])('a team worth %i gp pays %i gp', (tv, expenses) => {
    expect(classicSpirallingExpenses(tv)).toBe(expenses);
  });
});

import { expect, test } from 'vitest';
import { injuryTable } from './injury.js';
import { stuntyInjuryTable } from './stunty-injury.js';

// §4.4 / seed injury table; modified totals past the ends read as the end rows.
test.each([
  [1, 'stunned'],
  [2, 'stunned'],
  [7, 'stunned'],
  [8, 'knocked-out'],
  [9, 'knocked-out'],
  [10, 'casualty'],
  [12, 'casualty'],
  [13, 'casualty'],
  [14, 'casualty'],
] as const)('injury %i → %s', (total, result) => {
  expect(injuryTable(total)).toBe(result);
});

// Seed's Stunty injury table: 2–6 Stunned, 7–8 KO, 9 Badly Hurt, 10–12 Casualty.
test.each([
  [1, 'stunned'],
  [2, 'stunned'],
  [6, 'stunned'],
  [7, 'knocked-out'],
  [8, 'knocked-out'],
  [9, 'badly-hurt'],
  [10, 'casualty'],
  [12, 'casualty'],
  [13, 'casualty'],
] as const)('stunty injury %i → %s', (total, result) => {
  expect(stuntyInjuryTable(total)).toBe(result);
});

test('non-integers are errors', () => {
  expect(() => injuryTable(Number.NaN)).toThrow(RangeError);
  expect(() => stuntyInjuryTable(8.5)).toThrow(RangeError);
});

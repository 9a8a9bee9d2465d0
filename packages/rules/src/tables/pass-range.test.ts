import { expect, test } from 'vitest';
import { PASS_RANGE_MODIFIER, passRange } from './pass-range.js';

// §4.13 boundaries of each band, along both axes and the diagonals.
test.each([
  [0, 0, null],
  [1, 0, 'quick'],
  [3, 0, 'quick'],
  [3, 1, 'quick'],
  [2, 2, 'quick'],
  [2, 3, 'short'],
  [3, 2, 'short'],
  [4, 0, 'short'],
  [6, 2, 'short'],
  [0, 6, 'short'],
  [4, 5, 'short'],
  [5, 5, 'long'],
  [7, 0, 'long'],
  [10, 2, 'long'],
  [0, 10, 'long'],
  [6, 6, 'long'],
  [7, 7, 'long'],
  [8, 7, 'long-bomb'],
  [11, 0, 'long-bomb'],
  [13, 2, 'long-bomb'],
  [12, 4, 'long-bomb'],
  [9, 9, 'long-bomb'],
  [10, 9, null],
  [13, 3, null],
  [3, 13, null],
  [2, 13, 'long-bomb'],
  [14, 0, null],
  [0, 14, null],
  [-3, -1, 'quick'],
  [-8, 7, 'long-bomb'],
] as const)('dx %i, dy %i → %s', (dx, dy, range) => {
  expect(passRange(dx, dy)).toBe(range);
});

test('the grid is symmetric', () => {
  for (let dx = 0; dx < 15; dx++)
    for (let dy = 0; dy < 15; dy++) expect(passRange(dx, dy)).toBe(passRange(dy, dx));
});

test('modifiers', () => {
  expect(PASS_RANGE_MODIFIER).toEqual({ quick: 0, short: -1, long: -2, 'long-bomb': -3 });
});

test('non-integer distances are errors', () => {
  expect(() => passRange(1.5, 0)).toThrow(RangeError);
});

import { expect, test } from 'vitest';
import { ARGUE_THE_CALL_EFFECTS, argueTheCallTable } from './argue-the-call.js';

// §4.12 and the seed: 1 still sent off and no more arguing, 2–5 still sent off, 6 stays.
test.each([
  [1, 'youre-outta-here', true, true],
  [2, 'i-dont-care', true, false],
  [5, 'i-dont-care', true, false],
  [6, 'well-when-you-put-it-like-that', false, false],
] as const)('argue %i → %s', (d6, id, sentOff, noMoreArguing) => {
  expect(argueTheCallTable(d6)).toBe(id);
  expect(ARGUE_THE_CALL_EFFECTS[id]).toMatchObject({ sentOff, noMoreArguing });
});

test.each([[0], [7]])('%i is not a D6', (d6) => {
  expect(() => argueTheCallTable(d6)).toThrow(RangeError);
});

import { describe, expect, test } from 'vitest';
import { rangeBetween, squaresUnderRuler, underRuler } from './ruler.js';

const sq = (x: number, y: number) => ({ x, y });

describe('range ruler: bands read from the §4.13 grid by |dx|, |dy|', () => {
  test.each([
    [3, 0, 'quick'],
    [4, 0, 'short'],
    [2, 2, 'quick'],
    [3, 2, 'short'],
    [6, 0, 'short'],
    [7, 0, 'long'],
    [10, 0, 'long'],
    [11, 0, 'long-bomb'],
    [13, 2, 'long-bomb'],
    [13, 3, null],
    [14, 0, null],
    [0, 0, null],
  ])('(%i, %i) → %s', (dx, dy, band) => {
    expect(rangeBetween(sq(10, 7), sq(10 + dx, 7 - dy))).toBe(band);
    expect(rangeBetween(sq(0, 0), sq(-dy, -dx))).toBe(band);
  });
});

describe('squares under the ruler (a one-square band between the two centres)', () => {
  test('a straight pass covers the squares between, never the ones beside the line', () => {
    expect(squaresUnderRuler(sq(5, 5), sq(10, 5))).toEqual([sq(6, 5), sq(7, 5), sq(8, 5), sq(9, 5)]);
    expect(underRuler(sq(5, 5), sq(10, 5), sq(7, 4))).toBe(false);
    expect(underRuler(sq(5, 5), sq(10, 5), sq(4, 5))).toBe(false);
    expect(underRuler(sq(5, 5), sq(10, 5), sq(11, 5))).toBe(false);
  });

  test('the thrower and the landing square are never under the ruler', () => {
    expect(underRuler(sq(5, 5), sq(8, 8), sq(5, 5))).toBe(false);
    expect(underRuler(sq(5, 5), sq(8, 8), sq(8, 8))).toBe(false);
  });

  test('a diagonal pass covers the diagonal and its staircase neighbours', () => {
    expect(squaresUnderRuler(sq(0, 0), sq(3, 3))).toEqual([
      sq(1, 0),
      sq(0, 1),
      sq(1, 1),
      sq(2, 1),
      sq(1, 2),
      sq(2, 2),
      sq(3, 2),
      sq(2, 3),
    ]);
  });

  test('a band that only grazes a corner does not count (3-4-5 throw)', () => {
    // From (0,0) to (4,3) the band's edge passes exactly through a corner of (2,0) and of (2,3).
    expect(underRuler(sq(0, 0), sq(4, 3), sq(2, 0))).toBe(false);
    expect(underRuler(sq(0, 0), sq(4, 3), sq(2, 3))).toBe(false);
    expect(underRuler(sq(0, 0), sq(4, 3), sq(1, 0))).toBe(true);
    expect(underRuler(sq(0, 0), sq(4, 3), sq(2, 1))).toBe(true);
    expect(underRuler(sq(0, 0), sq(4, 3), sq(2, 2))).toBe(true);
  });

  test('the same squares whichever way the ruler is laid', () => {
    const a = squaresUnderRuler(sq(2, 3), sq(9, 7));
    const b = squaresUnderRuler(sq(9, 7), sq(2, 3));
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(6);
  });
});

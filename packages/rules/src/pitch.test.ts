import { describe, expect, test } from 'vitest';
import {
  adjacent,
  distance,
  endZoneX,
  inHalf,
  isCorner,
  isOnLineOfScrimmage,
  isWideZone,
  lineOfScrimmageX,
  neighbours,
  scoringEndZoneX,
} from './pitch.js';

describe('pitch geometry', () => {
  test.each([
    [{ x: 0, y: 0 }, { x: 1, y: 1 }, 1],
    [{ x: 3, y: 3 }, { x: 5, y: 4 }, 2],
    [{ x: 0, y: 7 }, { x: 25, y: 7 }, 25],
  ])('distance %j → %j is %i', (a, b, d) => {
    expect(distance(a, b)).toBe(d);
    expect(adjacent(a, b)).toBe(d === 1);
  });

  test('a corner has 3 neighbours, an edge 5, the middle 8', () => {
    expect(neighbours({ x: 0, y: 0 })).toHaveLength(3);
    expect(neighbours({ x: 0, y: 7 })).toHaveLength(5);
    expect(neighbours({ x: 10, y: 7 })).toHaveLength(8);
  });

  test('halves, end zones, Line of Scrimmage, wide zones and corners', () => {
    expect(endZoneX('home')).toBe(0);
    expect(scoringEndZoneX('home')).toBe(25);
    expect(lineOfScrimmageX('home')).toBe(12);
    expect(lineOfScrimmageX('away')).toBe(13);
    expect(inHalf({ x: 12, y: 0 }, 'home')).toBe(true);
    expect(inHalf({ x: 13, y: 0 }, 'home')).toBe(false);
    expect([0, 3, 4, 10, 11, 14].map((y) => isWideZone({ x: 5, y }))).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
    ]);
    expect(isOnLineOfScrimmage({ x: 12, y: 7 }, 'home')).toBe(true);
    expect(isOnLineOfScrimmage({ x: 12, y: 2 }, 'home')).toBe(false);
    expect(isCorner({ x: 25, y: 14 })).toBe(true);
    expect(isCorner({ x: 25, y: 13 })).toBe(false);
  });
});

import { expect, test } from 'vitest';
import { WEATHER_EFFECTS, weatherTable } from './weather.js';

// §4.2, one row per total, plus the Weather Mage's ±2 reaching past the ends.
test.each([
  [0, 'sweltering-heat'],
  [1, 'sweltering-heat'],
  [2, 'sweltering-heat'],
  [3, 'very-sunny'],
  [4, 'perfect'],
  [5, 'perfect'],
  [6, 'perfect'],
  [7, 'perfect'],
  [8, 'perfect'],
  [9, 'perfect'],
  [10, 'perfect'],
  [11, 'pouring-rain'],
  [12, 'blizzard'],
  [13, 'blizzard'],
  [14, 'blizzard'],
] as const)('weather %i → %s', (total, id) => {
  expect(weatherTable(total)).toBe(id);
});

test('a fractional total is an error', () => {
  expect(() => weatherTable(6.5)).toThrow(RangeError);
});

test.each([
  ['sweltering-heat', { heatstroke: true }],
  ['very-sunny', { passing: -1 }],
  ['perfect', {}],
  ['pouring-rain', { pickUp: -1, catching: -1, intercepting: -1 }],
  ['blizzard', { rushing: -1, shortPassesOnly: true }],
] as const)('%s effects %j', (id, changes) => {
  const calm = {
    passing: 0,
    pickUp: 0,
    catching: 0,
    intercepting: 0,
    rushing: 0,
    shortPassesOnly: false,
    heatstroke: false,
  };
  expect(WEATHER_EFFECTS[id]).toEqual({ ...calm, ...changes });
});

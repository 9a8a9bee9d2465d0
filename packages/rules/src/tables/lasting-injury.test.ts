import { expect, test } from 'vitest';
import { type Characteristics, improveCharacteristic, reduceCharacteristic } from './characteristics.js';
import { lastingInjury, lastingInjuryTable } from './lasting-injury.js';

// §4.6 and the seed's characteristic reduction table.
test.each([
  [1, 'head-injury', 'av'],
  [2, 'head-injury', 'av'],
  [3, 'smashed-knee', 'ma'],
  [4, 'broken-arm', 'pa'],
  [5, 'dislocated-hip', 'ag'],
  [6, 'broken-shoulder', 'st'],
] as const)('lasting injury %i → %s (%s)', (d6, id, characteristic) => {
  expect(lastingInjuryTable(d6)).toBe(characteristic);
  expect(lastingInjury(d6).id).toBe(id);
});

test.each([[0], [7]])('%i is not a D6', (d6) => {
  expect(() => lastingInjuryTable(d6)).toThrow(RangeError);
});

const LINEMAN: Characteristics = { ma: 6, st: 3, ag: 3, pa: 4, av: 9 };

test.each([
  ['av', { av: 8 }],
  ['ma', { ma: 5 }],
  ['pa', { pa: 5 }],
  ['ag', { ag: 4 }],
  ['st', { st: 2 }],
] as const)('reducing %s', (c, change) => {
  expect(reduceCharacteristic(LINEMAN, c)).toEqual({ ...LINEMAN, ...change });
});

// "If the reduction is impossible, treat it as Miss Next Game only": reduceCharacteristic says null.
test.each([
  ['ma at 1', { ma: 1 }, 'ma'],
  ['st at 1', { st: 1 }, 'st'],
  ['ag at 6+', { ag: 6 }, 'ag'],
  ['pa at 6+', { pa: 6 }, 'pa'],
  ['pa of –', { pa: null }, 'pa'],
  ['av at 3+', { av: 3 }, 'av'],
] as const)('cannot reduce %s', (_label, stats, c) => {
  expect(reduceCharacteristic({ ...LINEMAN, ...stats }, c)).toBeNull();
});

test.each([
  ['ma', {}, { ma: 7 }],
  ['ag', {}, { ag: 2 }],
  ['pa', { pa: null }, { pa: 6 }],
  ['av', { av: 11 }, null],
  ['st', { st: 8 }, null],
  ['ma', { ma: 9 }, null],
  ['ag', { ag: 1 }, null],
] as const)('improving %s from %j', (c, from, to) => {
  const stats = { ...LINEMAN, ...from };
  expect(improveCharacteristic(stats, c)).toEqual(to === null ? null : { ...stats, ...to });
});

import { describe, expect, test } from 'vitest';
import { act, run, turn } from '../__fixtures__/helpers.js';
import { reachableSquares, testChance } from './reach.js';

const chance = (s: ReturnType<typeof turn>, x: number, y: number) =>
  reachableSquares(s, 'h1').find((r) => r.x === x && r.y === y)?.probability ?? 0;

describe('testChance', () => {
  test.each([
    [3, 0, 4 / 6],
    [2, 0, 5 / 6],
    [6, -3, 1 / 6],
    [1, 2, 5 / 6],
    [4, -1, 2 / 6],
  ])('target %i, modifier %i → %d', (target, mod, p) => {
    expect(testChance(target, mod)).toBeCloseTo(p, 10);
  });
});

describe('reachableSquares (odds)', () => {
  test('open field: certain within MA, 5/6 and 25/36 for the Rushes, nothing beyond', () => {
    const s = turn([{ id: 'h1', team: 'home', at: [5, 7], ma: 6 }]);
    expect(chance(s, 11, 7)).toBe(1);
    expect(chance(s, 12, 7)).toBeCloseTo(5 / 6, 10);
    expect(chance(s, 13, 7)).toBeCloseTo(25 / 36, 10);
    expect(chance(s, 14, 7)).toBe(0);
    expect(reachableSquares(s, 'h1').find((r) => r.x === 13 && r.y === 7)?.moves).toBe(8);
  });

  test('a team re-roll improves the Rush chance', () => {
    const s = turn([{ id: 'h1', team: 'home', at: [5, 7], ma: 6 }], { teams: { home: { rerolls: 1 } } });
    expect(chance(s, 12, 7)).toBeCloseTo(35 / 36, 10);
  });

  test('dodging out of a Tackle Zone, with and without the Dodge skill', () => {
    const plain = turn([
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'a1', team: 'away', at: [6, 7] },
    ]);
    expect(chance(plain, 4, 7)).toBeCloseTo(4 / 6, 10);
    const dodger = turn([
      { id: 'h1', team: 'home', at: [5, 7], skills: ['Dodge'] },
      { id: 'a1', team: 'away', at: [6, 7] },
    ]);
    expect(chance(dodger, 4, 7)).toBeCloseTo(1 - (2 / 6) ** 2, 10);
  });

  test('picking up the ball on the way', () => {
    const s = turn([{ id: 'h1', team: 'home', at: [5, 7] }], { ball: { at: [6, 7] } });
    expect(chance(s, 6, 7)).toBeCloseTo(4 / 6, 10);
    expect(chance(s, 7, 7)).toBe(1);
  });

  test('follows the move in progress', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7], ma: 2 }]);
    const s1 = run(s0, [act('h1'), { type: 'move', square: { x: 6, y: 7 } }]).state;
    expect(chance(s1, 7, 7)).toBe(1);
    expect(chance(s1, 8, 7)).toBeCloseTo(5 / 6, 10);
    expect(chance(s1, 10, 7)).toBe(0);
  });
});

describe('reachableSquares: jumps and re-roll sources', () => {
  test('a jump over a Prone player costs 2 and needs the jump test', () => {
    const s = turn([
      { id: 'h1', team: 'home', at: [5, 7], ma: 2 },
      { id: 'a1', team: 'away', at: [6, 7], status: 'prone' },
    ]);
    const r = reachableSquares(s, 'h1').find((q) => q.x === 7 && q.y === 7);
    // Walking round takes 2 steps with no roll at all, so the best path to (7,7) is certain.
    expect(r?.probability).toBe(1);
    const blocked = turn([
      { id: 'h1', team: 'home', at: [5, 7], ma: 2, ag: 2 },
      { id: 'a1', team: 'away', at: [6, 7], status: 'prone' },
      { id: 'h2', team: 'home', at: [6, 6] },
      { id: 'h3', team: 'home', at: [6, 8] },
    ]);
    // Walled in: walking round needs two Rushes (25/36); the jump (AG 2+, 5/6) is the better path.
    expect(chance(blocked, 7, 7)).toBeCloseTo(5 / 6, 10);
  });

  test('Loner makes the team re-roll less useful; Sure Feet re-rolls a Rush', () => {
    const loner = turn([{ id: 'h1', team: 'home', at: [5, 7], ma: 6, skills: ['Loner (4+)'] }], {
      teams: { home: { rerolls: 1 } },
    });
    expect(chance(loner, 12, 7)).toBeCloseTo(5 / 6 + (1 / 6) * (3 / 6) * (5 / 6), 10);
    const sureFeet = turn([{ id: 'h1', team: 'home', at: [5, 7], ma: 6, skills: ['Sure Feet'] }]);
    expect(chance(sureFeet, 12, 7)).toBeCloseTo(35 / 36, 10);
  });
});

describe('reachableSquares and Ball & Chain', () => {
  test('a Ball & Chain player has no squares to pick: the template moves it', () => {
    const s = turn([{ id: 'h1', team: 'home', at: [10, 7], skills: ['Ball & Chain'] }]);
    expect(reachableSquares(s, 'h1')).toEqual([]);
  });
});

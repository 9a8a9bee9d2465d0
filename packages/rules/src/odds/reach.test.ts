import { describe, expect, test } from 'vitest';
import { act, mv, run, turn } from '../__fixtures__/helpers.js';
import type { Command } from '../engine/commands.js';
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

  test('picking up the ball on the way: standing for sure, with the ball 4/6 (AG 3+)', () => {
    const s = turn([{ id: 'h1', team: 'home', at: [5, 7] }], { ball: { at: [6, 7] } });
    const there = reachableSquares(s, 'h1').find((r) => r.x === 6 && r.y === 7);
    expect(there?.probability).toBeCloseTo(1, 10);
    expect(there?.withBall).toBeCloseTo(4 / 6, 10);
    // Beyond the ball the best path walks round it (a failed pick-up ends the activation).
    expect(chance(s, 7, 7)).toBeCloseTo(1, 10);
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

describe('reachableSquares: the drift cases of issue 17, from the engine', () => {
  test('a Blitz with all its MA spent: the next step is a Rush (5/6), 25 squares are left, not 120', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7], ma: 6 },
      { id: 'a1', team: 'away', at: [13, 10] },
    ]);
    const target: Command = { type: 'player', player: 'a1' };
    const walk = [mv(6, 7), mv(7, 7), mv(8, 7), mv(9, 7), mv(10, 7), mv(11, 7)];
    const s = run(s0, [act('h1', 'blitz'), target, ...walk]).state;
    const reach = reachableSquares(s, 'h1');
    // Two Rushes left: the 5x5 square round (11,7), the player's own square included.
    expect(reach).toHaveLength(25);
    const next = reach.find((r) => r.x === 12 && r.y === 7);
    expect(next?.probability).toBeCloseTo(5 / 6, 10);
    expect(next?.path).toEqual([{ x: 12, y: 7, chance: expect.closeTo(5 / 6, 10) }]);
    expect(reach.find((r) => r.x === 13 && r.y === 7)?.probability).toBeCloseTo(25 / 36, 10);
  });

  test('Tackle cancels the Dodge re-roll: 4/6 = 0.667 (AG 3+), not 1 - (2/6)^2 = 0.889', () => {
    const s = turn([
      { id: 'h1', team: 'home', at: [5, 7], skills: ['Dodge'] },
      { id: 'a1', team: 'away', at: [6, 7], skills: ['Tackle'] },
    ]);
    expect(chance(s, 4, 7)).toBeCloseTo(4 / 6, 10);
    const path = reachableSquares(s, 'h1').find((r) => r.x === 4 && r.y === 7)?.path;
    expect(path).toEqual([{ x: 4, y: 7, chance: expect.closeTo(4 / 6, 10) }]);
  });

  test('with a team re-roll, Tackle leaves only the team re-roll: 4/6 + 2/6 · 4/6 = 8/9', () => {
    const s = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Dodge'] },
        { id: 'a1', team: 'away', at: [6, 7], skills: ['Tackle'] },
      ],
      { teams: { home: { rerolls: 1 } } },
    );
    expect(chance(s, 4, 7)).toBeCloseTo(8 / 9, 10);
  });

  test('Diving Tackle: the opponent uses it when it turns a pass into a failure', () => {
    const s = turn([
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'a1', team: 'away', at: [6, 7], skills: ['Diving Tackle'] },
    ]);
    // AG 3+ dodge to (4,7), then -2 on a pass: a natural 3 or 4 fails (1, 2), a 5 holds (3), a 6 always.
    expect(chance(s, 4, 7)).toBeCloseTo(2 / 6, 10);
  });
});

import { describe, expect, test } from 'vitest';
import { benchState } from '../__fixtures__/bench-game.js';
import { turn } from '../__fixtures__/helpers.js';
import { squareCommand } from '../engine/commands.js';
import { passAction } from '../pass/pass-action.js';
import type { Square } from '../pitch.js';
import { ballCarrier, getPlayer } from '../state/query.js';
import type { MatchState } from '../state/types.js';
import { passGoal, passOdds } from './pass.js';
import { OddsTree, probe } from './tree.js';

/**
 * The pass followed path by path, as before the loose ball was a chain: the same goal without its
 * `solved`. Who ends holding the ball, the team's keeping chance, and the chance cut at NEGLIGIBLE (paths
 * whose ball was still in the air, counted neither as kept nor as a Turnover).
 */
function pathByPath(s: MatchState, throwerId: string, target: Square) {
  const thrower = getPlayer(s, throwerId);
  const { solved: _, ...goal } = passGoal(thrower, false);
  const cmd = squareCommand(target.x, target.y);
  // At the thrower's pass-target decision, or (a fixture) a Pass Action started where it stands.
  const out =
    s.decision?.kind === 'pass-target'
      ? new OddsTree(goal).command(s, cmd)
      : probe(s, { ...passAction(thrower, 0), stage: 'target', input: cmd }, goal, () => [0, 1]);
  const caughtBy: Record<string, number> = {};
  let cut = 0;
  for (const [leaf, p] of out.leaves) {
    if (leaf.settled && leaf.s.ball.kind === 'air') cut += p;
    const holder = ballCarrier(leaf.s);
    if (holder) caughtBy[holder.id] = (caughtBy[holder.id] ?? 0) + p;
  }
  return { kept: out.values[0], caughtBy, cut };
}

describe('the loose ball solved as a chain gives the odds the tree followed path by path', () => {
  // Bench game 7 decision 153 (balls bouncing between catchers who may re-roll) and game 8 decision 440.
  const cases = [
    { game: 7, at: 153, target: { x: 6, y: 7 } },
    { game: 7, at: 153, target: { x: 12, y: 9 } },
    { game: 8, at: 440, target: { x: 4, y: 7 } },
  ];
  for (const c of cases)
    test(`game ${c.game} decision ${c.at}, pass to (${c.target.x},${c.target.y})`, () => {
      const s = benchState(c.game, c.at);
      const thrower = s.decision?.player as string;
      const odds = passOdds(s, thrower, c.target);
      if (!odds) throw new Error('out of range');
      const old = pathByPath(s, thrower, c.target);
      // The chain follows every path to its end: nothing is left in the air.
      expect(odds.teamKeepsBall + odds.turnover).toBeCloseTo(1, 12);
      // Path by path, what was cut is the only difference (a few 1e-6 here, 1e-5 on the slowest passes).
      const within = old.cut + 1e-12;
      expect(Math.abs(odds.teamKeepsBall - old.kept)).toBeLessThanOrEqual(within);
      for (const id of new Set([...Object.keys(odds.caughtBy), ...Object.keys(old.caughtBy)]))
        expect(Math.abs((odds.caughtBy[id] ?? 0) - (old.caughtBy[id] ?? 0))).toBeLessThanOrEqual(within);
    }, 120_000);
});

describe('a loose ball that meets a decision other than a re-roll', () => {
  test('Diving Catch by a thrown-in ball: the odds agree with the tree played path by path', () => {
    // A pass to the sideline: throw-ins come down next to h4 (Diving Catch), whose coach chooses whether
    // to dive by what it is worth, so the chain's fixed policy does not hold. No re-rolls, no opponents.
    const s = turn(
      [
        { id: 'h1', team: 'home', at: [5, 4] },
        { id: 'h2', team: 'home', at: [9, 0] },
        { id: 'h3', team: 'home', at: [10, 1] },
        { id: 'h4', team: 'home', at: [9, 4], skills: ['Diving Catch'] },
      ],
      { ball: { carrier: 'h1' }, teams: { home: { rerolls: 0 }, away: { rerolls: 0 } } },
    );
    const target = { x: 9, y: 0 };
    const odds = passOdds(s, 'h1', target);
    if (!odds) throw new Error('out of range');
    const old = pathByPath(s, 'h1', target);
    expect(odds.caughtBy.h4 ?? 0).toBeGreaterThan(0);
    const within = old.cut + 1e-12;
    expect(Math.abs(odds.teamKeepsBall - old.kept)).toBeLessThanOrEqual(within);
    for (const id of ['h1', 'h2', 'h3', 'h4'])
      expect(Math.abs((odds.caughtBy[id] ?? 0) - (old.caughtBy[id] ?? 0))).toBeLessThanOrEqual(within);
  }, 120_000);
});

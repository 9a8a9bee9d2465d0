import { describe, expect, test } from 'vitest';
import { benchState } from '../__fixtures__/bench-game.js';
import { SeededDice } from '../dice/index.js';
import { apply } from '../engine/apply.js';
import { squareCommand } from '../engine/commands.js';
import { getPlayer } from '../state/query.js';
import { passGoal, passOdds } from './pass.js';
import { OddsTree, stateKey } from './tree.js';

/** |observed − expected| within 5 standard errors of a frequency from `n` runs. */
const within = (observed: number, p: number, n: number) =>
  Math.abs(observed / n - p) <= 5 * Math.sqrt((p * (1 - p)) / n) + 1e-9;

const seed = (n: number) => {
  const s = new Uint8Array(32);
  new DataView(s.buffer).setUint32(0, n);
  return s;
};

describe('pass odds where a loose ball bounces between catchers who may re-roll (bench games 7 and 8)', () => {
  // Game 7, decision 153: a failed catch re-rolled by Catch, the ball bouncing back onto the same catcher
  // again and again (the tree once recursed without end). Game 8, decision 440: a pass near the sideline
  // (once "too many roll paths" after 40 s).
  const cases = [
    { game: 7, at: 153, target: { x: 9, y: 8 } },
    { game: 8, at: 440, target: { x: 8, y: 0 } },
  ];
  for (const c of cases)
    test(`game ${c.game} decision ${c.at}: pass to (${c.target.x},${c.target.y}) is exact and matches the engine`, () => {
      const s0 = benchState(c.game, c.at);
      const d = s0.decision;
      expect(d?.kind).toBe('pass-target');
      const thrower = getPlayer(s0, d?.player as string);
      const odds = passOdds(s0, thrower.id, c.target);
      expect(odds).not.toBeNull();
      if (!odds) return;
      // Every path is followed until it is answered or below NEGLIGIBLE of the whole. The paths cut there
      // (the ball still in the air) are neither kept nor a Turnover; thousands of them add up to ~1e-5.
      const held = Object.values(odds.caughtBy).reduce((a, b) => a + b, 0);
      expect(held).toBeLessThanOrEqual(1 + 1e-9);
      expect(odds.teamKeepsBall + odds.turnover).toBeGreaterThan(1 - 1e-4);
      expect(odds.teamKeepsBall + odds.turnover).toBeLessThan(1 + 1e-9);

      // The same engine run with seeded dice, the coaches choosing as the odds' policy does.
      const goal = passGoal(thrower, false);
      const tree = new OddsTree(goal);
      const cmd = squareCommand(c.target.x, c.target.y);
      const total = tree.command(s0, cmd);
      let sum = 0;
      let cut = 0;
      for (const [leaf, q] of total.leaves) {
        sum += q;
        if (leaf.settled && leaf.s.ball.kind === 'air') cut += q;
      }
      expect(sum).toBeCloseTo(1, 9);
      expect(1 - odds.teamKeepsBall - odds.turnover).toBeCloseTo(cut, 9);
      const dice = new SeededDice(seed(91_000 + c.game));
      const policy = new Map<string, ReturnType<OddsTree['choose']>['option']>();
      const runs = 400;
      let kept = 0;
      for (let i = 0; i < runs; i++) {
        let s = apply(s0, cmd, dice).state;
        for (let guard = 0; guard < 200 && s.decision && goal.value(s, false) === null; guard++) {
          const key = stateKey(s);
          let choice = policy.get(key);
          if (!choice) {
            choice = tree.choose(s).option;
            policy.set(key, choice);
          }
          s = apply(s, choice, dice).state;
        }
        if (goal.value(s, false)?.[0] === 1) kept += 1;
      }
      expect(within(kept, total.values[0], runs)).toBe(true);
      expect(total.values[0]).toBeCloseTo(odds.teamKeepsBall, 9);
    }, 300_000);
});

import { describe, expect, test } from 'vitest';
import { act, run, turn } from '../__fixtures__/helpers.js';
import type { MatchState } from '../state/types.js';
import { foulOdds } from './foul.js';
import { MID_ACTION, OddsTree } from './tree.js';

/** Chance that 2D6 shows `n` or more. */
const atLeast = (n: number) => {
  let k = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= n) k += 1;
  return k / 36;
};

describe('foul odds (engine-computed) against hand-worked values', () => {
  const s0 = turn([
    { id: 'h1', team: 'home', at: [10, 7] },
    { id: 'a1', team: 'away', at: [11, 7], status: 'prone', av: 9 },
  ]);

  test('AV 9+, no assists: armour 10/36; injury 2-7 / 8-9 / 10+; doubles seen; Argue the Call 1 in 6', () => {
    const inFoul = run(s0, [act('h1', 'foul')]).state;
    for (const s of [inFoul, s0]) {
      const o = foulOdds(s, 'h1', 'a1');
      const brk = atLeast(9);
      expect(brk).toBeCloseTo(10 / 36, 12);
      expect(o.armourBreak).toBeCloseTo(brk, 12);
      expect(o.injury.stunned).toBeCloseTo(brk * (1 - atLeast(8)), 12);
      expect(o.injury.knockedOut).toBeCloseTo(brk * (atLeast(8) - atLeast(10)), 12);
      expect(o.injury.casualty).toBeCloseTo(brk * atLeast(10), 12);
      expect(o.injury.none).toBeCloseTo(1 - brk, 12);
      // A double on the armour roll (6/36), or a broken armour without a double (8/36) then an injury double.
      const spotted = 6 / 36 + (8 / 36) * (1 / 6);
      expect(o.spotted).toBeCloseTo(spotted, 12);
      // The coach argues the call (a 6 keeps the player on the pitch); the turn ends either way.
      expect(o.sentOff).toBeCloseTo(spotted * (5 / 6), 12);
      expect(o.turnover).toBeCloseTo(spotted, 12);
    }
  });

  test('an offensive assist adds 1 to the armour roll; Dirty Player adds 1 where it helps', () => {
    const s = turn([
      { id: 'h1', team: 'home', at: [10, 7], skills: ['Dirty Player'] },
      { id: 'h2', team: 'home', at: [12, 7] },
      { id: 'a1', team: 'away', at: [11, 7], status: 'prone', av: 9 },
    ]);
    const o = foulOdds(s, 'h1', 'a1');
    expect(o.offensive).toEqual(['h2']);
    // Armour: 2D6 + 1 (assist) + 1 (Dirty Player, used on the armour when it breaks it) ≥ 9.
    expect(o.armourBreak).toBeCloseTo(atLeast(7), 12);
  });
});

describe('foul odds cost', () => {
  test('the injury dice branch from the merged armour results, not from each of the 36 armour faces', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [10, 7] },
      { id: 'a1', team: 'away', at: [11, 7], status: 'prone', av: 9 },
    ]);
    const inFoul = run(s0, [act('h1', 'foul')]).state;
    const injured = (x: MatchState) => x.stack.some((p) => p.kind === 'injury');
    const tree = new OddsTree({
      side: 'home',
      value: (x) => (x.decision && MID_ACTION.has(x.decision.kind) ? null : [injured(x) ? 1 : 0, 0]),
      answered: (x) =>
        injured(x) || x.stack.every((p) => p.kind !== 'foul-action') ? [injured(x) ? 1 : 0, 0] : null,
    });
    const out = tree.command(inFoul, { type: 'player', player: 'a1' });
    expect(out.values[0]).toBeCloseTo(10 / 36, 12);
    // 36 armour paths, then 36 injury paths from each merged broken result (seen or not by the referee):
    // far fewer than the 36 × 36 paths of one run rolling both.
    expect(tree.runs).toBeLessThan(6 * 36);
  });
});

import { describe, expect, test } from 'vitest';
import { act, turn } from '../__fixtures__/helpers.js';
import { SeededDice } from '../dice/index.js';
import { DIE_SIDES, type Dice, type DieKind } from '../dice/kinds.js';
import { apply } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import type { MatchState } from '../state/types.js';
import { handOffOdds, passOdds, throwOdds, throwOutcomes, ttmOdds } from './pass.js';

describe('pass odds', () => {
  test.each([
    // pa, modifier, accurate, inaccurate, fumbled (in sixths)
    [4, 0, 3, 2, 1],
    [4, -1, 2, 2, 2],
    [4, -3, 1, 1, 4],
    [2, 0, 5, 0, 1],
    [6, -3, 1, 1, 4],
  ])('PA %i+ at %i: %i/6 accurate, %i/6 inaccurate, %i/6 fumbled', (pa, mod, a, i, f) => {
    const o = throwOutcomes(pa, mod);
    expect(o.accurate).toBeCloseTo(a / 6);
    expect(o.inaccurate).toBeCloseTo(i / 6);
    expect(o.fumbled).toBeCloseTo(f / 6);
  });

  test('PA "–" always fumbles; Safe Pass removes the natural-1 fumble', () => {
    expect(throwOutcomes(null, 0)).toEqual({ accurate: 0, inaccurate: 0, fumbled: 1 });
    expect(throwOutcomes(4, 0, true).fumbled).toBe(0);
  });

  test('range, interceptors and the chance the receiver ends with the ball', () => {
    const s = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Pass'] },
        { id: 'h2', team: 'home', at: [8, 7] },
        { id: 'a1', team: 'away', at: [7, 7] },
      ],
      { ball: { carrier: 'h1' } },
    );
    const o = passOdds(s, 'h1', { x: 8, y: 7 });
    expect(o?.range).toBe('quick');
    expect(o?.throw.accurate).toBeCloseTo(3 / 6);
    expect(o?.withReroll?.accurate).toBeCloseTo(3 / 6 + (3 / 6) * (3 / 6));
    // a1 (AG 3+, −3 accurate, −1 marked by h2) needs a 6.
    expect(o?.interceptors).toEqual([{ player: 'a1', chance: 1 / 6 }]);
    // h2 is marked by a1: 3+ at −1 → 4+.
    expect(o?.receiver).toEqual({ player: 'h2', catch: 3 / 6 });
    // Accurate, not intercepted, caught; plus Inaccurate passes that come back to h2 or bounce onto it.
    expect(o?.completion).toBeGreaterThan((3 / 4) * (5 / 6) * (3 / 6));
    expect(o?.completion).toBeLessThan((3 / 4) * (5 / 6) * (3 / 6) + 0.01);
    expect(passOdds(s, 'h1', { x: 19, y: 7 })).toBeNull();
    // A guard for a loaded machine, not a speed target.
  }, 600_000);

  test('hand-off and Throw Team-mate odds', () => {
    const s = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Throw Team-mate'] },
        { id: 'h2', team: 'home', at: [6, 7], skills: ['Right Stuff', 'Catch'] },
      ],
      { ball: { carrier: 'h1' } },
    );
    expect(handOffOdds(s, 'h2')).toBeCloseTo(4 / 6 + (2 / 6) * (4 / 6));
    const ttm = ttmOdds(s, 'h1', { x: 8, y: 7 });
    const exact = throwOutcomes(4, 0);
    expect(ttm?.accurate).toBeCloseTo(exact.accurate, 12);
    expect(ttm?.inaccurate).toBeCloseTo(exact.inaccurate, 12);
    expect(ttm?.fumbled).toBeCloseTo(exact.fumbled, 12);
    expect(ttmOdds(s, 'h1', { x: 12, y: 7 })).toBeNull();
  });

  test('an Inaccurate pass counts when its three scatters come back to the receiver (24 of 512 paths)', () => {
    // Short pass (−1): 5–6 Accurate, 3–4 Inaccurate. Nobody within 3 squares of h2 but h2; a failed catch
    // bounces onto an empty square and stays there. A scatter that ends on an empty square bounces once
    // more: from a square next to h2 it reaches h2 one time in 8, and a bouncing ball is caught at −1 (4+).
    const s = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'h2', team: 'home', at: [10, 7] },
      ],
      { ball: { carrier: 'h1' } },
    );
    const o = passOdds(s, 'h1', { x: 10, y: 7 });
    expect(o?.range).toBe('short');
    const compass = [-1, 0, 1].flatMap((x) => [-1, 0, 1].map((y) => [x, y])).filter(([x, y]) => x || y);
    let onto = 0;
    let beside = 0;
    for (const a of compass)
      for (const b of compass)
        for (const c of compass) {
          const dx = (a[0] as number) + (b[0] as number) + (c[0] as number);
          const dy = (a[1] as number) + (b[1] as number) + (c[1] as number);
          const far = Math.max(Math.abs(dx), Math.abs(dy));
          if (far === 0) onto += 1;
          if (far === 1) beside += 1;
        }
    expect(onto).toBe(24);
    const hand = (4 / 6) * (2 / 6 + (2 / 6) * (24 / 512)) + (2 / 6) * (beside / 512) * (1 / 8) * (3 / 6);
    expect(o?.completion).toBeCloseTo(hand, 12);
    expect(o?.teamKeepsBall).toBeCloseTo(hand, 12);
  });
});

/** Dice that replay `prefix` and then stop, asking the walk to branch on the next die. */
class Branch extends Error {
  constructor(readonly kind: DieKind) {
    super('branch');
  }
}
class PrefixDice implements Dice {
  #i = 0;
  constructor(readonly prefix: readonly number[]) {}
  roll(kind: DieKind): number {
    const v = this.prefix[this.#i];
    if (v === undefined) throw new Branch(kind);
    this.#i += 1;
    return v;
  }
}

/**
 * Runs the real engine over every dice sequence of `commands` (the defending coach always tries the
 * interception with `interceptor`) and returns, per player, the chance it ends holding the ball.
 */
function exhaustive(s0: MatchState, commands: readonly Command[], interceptor: string): Map<string, number> {
  const out = new Map<string, number>();
  const todo: { prefix: number[]; weight: number }[] = [{ prefix: [], weight: 1 }];
  while (todo.length > 0) {
    const { prefix, weight } = todo.pop() as { prefix: number[]; weight: number };
    const dice = new PrefixDice(prefix);
    try {
      let s = s0;
      for (const c of commands) s = apply(s, c, dice).state;
      while (s.decision?.kind === 'interceptor')
        s = apply(s, { type: 'player', player: interceptor }, dice).state;
      if (s.ball.kind === 'carried') out.set(s.ball.player, (out.get(s.ball.player) ?? 0) + weight);
    } catch (e) {
      if (!(e instanceof Branch)) throw e;
      const n = DIE_SIDES[e.kind];
      for (let v = 1; v <= n; v++) todo.push({ prefix: [...prefix, v], weight: weight / n });
    }
  }
  return out;
}

describe('pass odds against the engine, every dice sequence', () => {
  test('scatters onto the receiver, onto another team-mate and onto an interceptor under the ruler', () => {
    // No re-rolls. h3 and a1 lie within the scatter's reach; no two players are adjacent (bounce chains
    // end on the ground after one bounce, so the engine's tree is finite).
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'h2', team: 'home', at: [9, 7] },
        { id: 'h3', team: 'home', at: [11, 8] },
        { id: 'a1', team: 'away', at: [7, 7] },
      ],
      { ball: { carrier: 'h1' }, teams: { home: { rerolls: 0 }, away: { rerolls: 0 } } },
    );
    const engine = exhaustive(
      s0,
      [act('h1', 'pass'), { type: 'choose', choice: 'pass' }, { type: 'square', square: { x: 9, y: 7 } }],
      'a1',
    );
    const o = passOdds(s0, 'h1', { x: 9, y: 7 });
    expect(o?.completion).toBeGreaterThan(0);
    expect(o?.completion).toBeCloseTo(engine.get('h2') ?? 0, 12);
    const team = (engine.get('h1') ?? 0) + (engine.get('h2') ?? 0) + (engine.get('h3') ?? 0);
    expect(o?.teamKeepsBall).toBeGreaterThan(o?.completion ?? 1);
    expect(o?.teamKeepsBall).toBeCloseTo(team, 12);
    // A guard for a loaded machine (the exhaustive replay is large), not a speed target.
  }, 900_000);
});

describe('pass odds by the pitch edge and in the corner, against the engine with real dice', () => {
  /** Who ends holding the ball after `n` passes of the real engine on seeded dice (no decisions arise). */
  function sampled(s0: MatchState, to: { x: number; y: number }, n: number): Map<string, number> {
    const dice = new SeededDice(new Uint8Array(32).fill(7));
    const out = new Map<string, number>();
    const commands: Command[] = [
      act('h1', 'pass'),
      { type: 'choose', choice: 'pass' },
      { type: 'square', square: to },
    ];
    for (let i = 0; i < n; i++) {
      let s = s0;
      for (const c of commands) s = apply(s, c, dice).state;
      const holder = s.ball.kind === 'carried' ? s.ball.player : 'loose';
      out.set(holder, (out.get(holder) ?? 0) + 1 / n);
    }
    return out;
  }

  test.each([
    ['the corner', { x: 0, y: 0 }, [2, 3] as [number, number]],
    ['the sideline', { x: 9, y: 0 }, [10, 1] as [number, number]],
  ])(
    'a pass into %s: throw-ins and bounces counted as the engine plays them',
    (_where, to, mate) => {
      // No re-rolls and no opponents, so the engine asks nothing while the ball bounces and is thrown in.
      const s0 = turn(
        [
          { id: 'h1', team: 'home', at: [5, 4] },
          { id: 'h2', team: 'home', at: [to.x, to.y] },
          { id: 'h3', team: 'home', at: mate },
        ],
        { ball: { carrier: 'h1' }, teams: { home: { rerolls: 0 }, away: { rerolls: 0 } } },
      );
      const o = passOdds(s0, 'h1', to);
      if (!o) throw new Error('out of range');
      // The PA test does not depend on the square: the same as a pass of the same range in mid-pitch.
      const mid = throwOdds(s0, 'h1', { x: 5 + (to.x === 0 ? 5 : 4), y: 4 });
      expect(mid?.range).toBe(o.range);
      expect(o.throw.accurate).toBeCloseTo(mid?.throw.accurate ?? -1, 12);
      const n = 4000;
      const engine = sampled(s0, to, n);
      for (const id of ['h2', 'h3', 'h1']) {
        const p = o.caughtBy[id] ?? 0;
        // Four standard deviations of the sample mean, and never less than two samples' worth.
        const tolerance = Math.max(4 * Math.sqrt((p * (1 - p)) / n), 2 / n);
        expect(Math.abs((engine.get(id) ?? 0) - p)).toBeLessThan(tolerance);
      }
      expect(o.completion).toBe(o.caughtBy.h2);
      expect(o.teamKeepsBall).toBeCloseTo(
        (o.caughtBy.h1 ?? 0) + (o.caughtBy.h2 ?? 0) + (o.caughtBy.h3 ?? 0),
        12,
      );
      // A guard for a loaded machine (thousands of engine passes), not a speed target.
    },
    300_000,
  );
});

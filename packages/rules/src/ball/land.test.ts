import { describe, expect, test } from 'vitest';
import { act, expectDecision, mv, pl, rollsOf, run, turn, turnoverOf } from '../__fixtures__/helpers.js';
import { d6, d8, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import { loadScenario } from '../scenario/load.js';

/**
 * Seed, pass resolution: a ball that lands in an unoccupied square bounces from it. Reference §3.10 says
 * the same of a kick-off (the ball lands, then it is caught or it bounces). One test per way of arriving.
 */

const THROW: Command = { type: 'choose', choice: 'pass' };
const to = (x: number, y: number): Command => ({ type: 'square', square: { x, y } });

/** h1 at (5,7) holds the ball; AG 3+ and PA 4+ for everyone. */
const passScene = (players: object[]) =>
  turn([{ id: 'h1', team: 'home', at: [5, 7] }, ...(players as never[])], { ball: { carrier: 'h1' } });

describe('an accurate pass to an empty square', () => {
  test('lands in the target and bounces; nobody there: the ball stays down and it is a Turnover', () => {
    // PA 4 passes: Accurate to the empty (8,7); bounce D8 7 (down) → (8,8).
    const { state, events } = run(passScene([]), [act('h1', 'pass'), THROW, to(8, 7)], [d6(4), d8(7)]);
    expect(events.find((e) => e.kind === 'pass')).toMatchObject({ result: 'accurate' });
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 8, y: 8 } });
    expect(turnoverOf(events)).toBe('pass-not-caught');
  });

  test('the bounce onto a team-mate is caught at −1 (a bounced ball): no Turnover, no completion', () => {
    // Bounce D8 5 (right) → (9,7), where h2 stands; catch 4 − 1 = 3 meets AG 3+.
    const s0 = passScene([{ id: 'h2', team: 'home', at: [9, 7] }]);
    const { state, events } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(4), d8(5), d6(4)]);
    expect(rollsOf(events, 'catch')[0]).toMatchObject({
      player: 'h2',
      modifiers: [{ value: -1, reason: 'bouncing ball' }],
      success: true,
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expect(turnoverOf(events)).toBeNull();
    expect(pl(state, 'h1').record.completions).toBe(0);
  });
});

describe("the end of an inaccurate pass's scatter", () => {
  test('an empty last square: the ball bounces from it, here onto an opponent who catches: Turnover', () => {
    // PA 3 fails: Scatter(3) from (8,7) right, right, left → the empty (9,7); bounce D8 3 (up-right) →
    // (10,6), where a1 stands; catch 5 − 1 = 4.
    const s0 = passScene([
      { id: 'h2', team: 'home', at: [8, 7] },
      { id: 'a1', team: 'away', at: [10, 6] },
    ]);
    const { state, events } = run(
      s0,
      [act('h1', 'pass'), THROW, to(8, 7)],
      [d6(3), d8(5), d8(5), d8(4), d8(3), d6(5)],
    );
    expect(events.find((e) => e.kind === 'pass')).toMatchObject({ result: 'inaccurate' });
    expect(rollsOf(events, 'scatter')).toHaveLength(3);
    expect(rollsOf(events, 'catch')[0]).toMatchObject({
      player: 'a1',
      modifiers: [{ value: -1, reason: 'bouncing ball' }],
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
    expect(turnoverOf(events)).toBe('pass-not-caught');
  });
});

describe('a throw-in', () => {
  test('coming down in an empty square, it bounces; the catch is then at −1 for the bounce', () => {
    // h1 fails the pick-up in (5,0) (D6 2, AG 3+); the bounce (D8 2, up) leaves the pitch; thrown in
    // straight (D6 3) 2D6 = 5 → 4 squares counting (5,0): the empty (5,4); bounce D8 5 → (6,4): h2.
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 1] },
        { id: 'h2', team: 'home', at: [6, 4] },
      ],
      { ball: { at: [5, 0] } },
    );
    const { state, events } = run(
      s0,
      [act('h1'), mv(5, 0)],
      [d6(2), d8(2), d6(3), ...twoD6(3, 2), d8(5), d6(4)],
    );
    expect(rollsOf(events, 'throw-in-direction')).toHaveLength(1);
    expect(rollsOf(events, 'bounce')).toHaveLength(2);
    expect(rollsOf(events, 'catch')[0]).toMatchObject({
      player: 'h2',
      modifiers: [{ value: -1, reason: 'bouncing ball' }],
      success: true,
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });
});

describe("the end of a kick-off's deviation", () => {
  const side = (team: 'home' | 'away') =>
    Array.from({ length: 11 }, (_, i) => ({
      id: `${team[0]}${i + 1}`,
      team,
      number: i + 1,
      box: 'reserves' as const,
    }));
  /** Away kicks to home from a11; both teams in the balanced formation (h6 stands on (9,7)). */
  const kickTo = (x: number, y: number): Command[] => [
    { type: 'formation', name: 'balanced' },
    { type: 'done' },
    { type: 'formation', name: 'balanced' },
    { type: 'done' },
    { type: 'player', player: 'a11' },
    { type: 'square', square: { x, y } },
  ];
  const setup = () =>
    loadScenario({ phase: 'setup', kickingTeam: 'away', players: [...side('home'), ...side('away')] });

  test('the ball lands in the empty square and bounces; a receiver under the bounce catches at −1', () => {
    // (5,7) deviates right 3 → the empty (8,7); Get the Ref (1 + 1); bounce D8 5 → (9,7): h6; catch 4 − 1.
    const { state, events } = run(setup(), kickTo(5, 7), [d8(5), d6(3), d6(1), d6(1), d8(5), d6(4)]);
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(rollsOf(events, 'catch')[0]).toMatchObject({
      player: 'h6',
      modifiers: [{ value: -1, reason: 'bouncing ball' }],
      success: true,
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h6' });
    expectDecision(state, 'activation', 'home');
  });

  test('a bounce into the kicking half is a touchback', () => {
    // (10,5) deviates right 2 → the empty (12,5), the last column of the receiving half; bounce right → (13,5).
    const { state, events } = run(setup(), kickTo(10, 5), [d8(5), d6(2), d6(1), d6(1), d8(5)]);
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'none' });
    expectDecision(state, 'touchback', 'home');
  });
});

describe('a bouncing ball', () => {
  test('an empty square keeps it: a bounce does not bounce again', () => {
    // h1 fails the pick-up in (6,7): bounce D8 8 (down-right) → the empty (7,8), where it stays.
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7] }], { ball: { at: [6, 7] } });
    const { state, events } = run(s0, [act('h1'), mv(6, 7)], [d6(2), d8(8)]);
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 8 } });
  });
});

import { describe, expect, test } from 'vitest';
import { act, expectDecision, pl, rollsOf, run, turn, turnoverOf } from '../__fixtures__/helpers.js';
import { d6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { GameEvent } from '../engine/events.js';

/**
 * Classic passing (LRB6): the pass is an AG roll on the AG table with the range modifiers (Quick +1,
 * Short 0, Long −1, Long Bomb −2); an opponent under the ruler tries to intercept (−2) before the pass
 * is rolled; an accurate pass is caught at +1.
 */

const THROW: Command = { type: 'choose', choice: 'pass' };
const to = (x: number, y: number): Command => ({ type: 'square', square: { x, y } });
const DECLINE: Command = { type: 'decline' };
const intercept = (player: string): Command => ({ type: 'player', player });
type P = Record<string, unknown>;
const thrower = (extra: P = {}) => ({
  id: 'h1',
  team: 'home' as const,
  at: [5, 7] as [number, number],
  ...extra,
});
const receiver = (x: number, y: number, extra: P = {}) => ({
  id: 'h2',
  team: 'home' as const,
  at: [x, y] as [number, number],
  ...extra,
});
const scene = (players: object[], extra: P = {}) =>
  turn(players as never, { edition: 'classic', ball: { carrier: 'h1' }, ...extra });
const passEvent = (events: readonly GameEvent[]) =>
  events.find((e): e is Extract<GameEvent, { kind: 'pass' }> => e.kind === 'pass');

describe('classic pass roll', () => {
  test('a Quick pass by an AG3 player needs 3+ (AG table 4+, +1 Quick); the catch of an accurate pass is +1', () => {
    const { state, events } = run(
      scene([thrower(), receiver(8, 7)]),
      [act('h1', 'pass'), THROW, to(8, 7)],
      [d6(3), d6(3)],
    );
    expect(rollsOf(events, 'pass')[0]).toMatchObject({
      target: 4,
      modifiers: [{ value: 1, reason: 'quick' }],
      success: true,
    });
    expect(rollsOf(events, 'catch')[0]).toMatchObject({
      target: 4,
      modifiers: [{ value: 1, reason: 'accurate pass' }],
      success: true,
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });

  test.each([
    ['short', [9, 7], 0],
    ['long', [13, 7], -1],
    ['long-bomb', [17, 7], -2],
  ] as const)('a %s pass: %i', (range, [x, y], mod) => {
    const { events } = run(
      scene([thrower(), receiver(x, y)]),
      [act('h1', 'pass'), THROW, to(x, y)],
      [d6(6), d6(6)],
    );
    expect(passEvent(events)?.range).toBe(range);
    const mods = rollsOf(events, 'pass')[0]?.modifiers ?? [];
    expect(mods.reduce((a, m) => a + m.value, 0)).toBe(mod);
  });

  test('a natural 1 is a fumble: the ball bounces from the thrower, Turnover', () => {
    const { events } = run(
      scene([thrower(), receiver(8, 7)]),
      [act('h1', 'pass'), THROW, to(8, 7)],
      [d6(1), { kind: 'D8', value: 1 }],
    );
    expect(passEvent(events)?.result).toBe('fumbled');
    expect(turnoverOf(events)).toBe('fumbled-pass');
  });
});

describe('classic interception: before the pass roll, at −2', () => {
  const lane = () => scene([thrower(), receiver(8, 7), { id: 'a1', team: 'away', at: [7, 7] }]);

  test('the defending coach names an interceptor before any pass roll', () => {
    const { state, events } = run(lane(), [act('h1', 'pass'), THROW, to(8, 7)]);
    expect(rollsOf(events, 'pass')).toHaveLength(0);
    expectDecision(state, 'interceptor', 'away');
    expect(state.decision?.options).toEqual([intercept('a1'), DECLINE]);
  });

  test('a successful interception takes the ball with no pass roll: Turnover', () => {
    const first = run(lane(), [act('h1', 'pass'), THROW, to(8, 7)]);
    // AG 3 reads 4+; −2 and −1 for the Tackle Zone on a1 ask for 7: only a natural 6 intercepts.
    const { state, events } = run(first.state, [intercept('a1')], [d6(6)]);
    expect(rollsOf(events, 'interception')[0]?.modifiers[0]).toEqual({ value: -2, reason: 'interception' });
    expect(rollsOf(events, 'pass')).toHaveLength(0);
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
    expect(pl(state, 'a1').record.interceptions).toBe(1);
    expect(turnoverOf(events)).toBe('interception');
  });

  test('a failed interception, then the pass is rolled and caught', () => {
    const first = run(lane(), [act('h1', 'pass'), THROW, to(8, 7)]);
    const { state, events } = run(first.state, [intercept('a1')], [d6(2), d6(4), d6(5)]);
    expect(rollsOf(events, 'interception')[0]?.success).toBe(false);
    expect(rollsOf(events, 'pass')[0]?.success).toBe(true);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expect(turnoverOf(events)).toBeNull();
  });

  test('declined: the pass is rolled', () => {
    const first = run(lane(), [act('h1', 'pass'), THROW, to(8, 7)]);
    const { state } = run(first.state, [DECLINE], [d6(4), d6(5)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });
});

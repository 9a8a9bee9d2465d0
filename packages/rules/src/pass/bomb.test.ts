import { describe, expect, test } from 'vitest';
import { act, expectDecision, pl, run, turn, turnoverOf } from '../__fixtures__/helpers.js';
import { d6, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { GameEvent } from '../engine/events.js';

const to = (x: number, y: number): Command => ({ type: 'square', square: { x, y } });
const explosion = (events: readonly GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { kind: 'explosion' }> => e.kind === 'explosion');

const bomber = { id: 'h1', team: 'home' as const, at: [5, 7] as [number, number], skills: ['Bombardier'] };

describe('Throw Bomb (Bombardier)', () => {
  test('declared as the Special Action with no Move: the target square is named at once', () => {
    const s0 = turn([bomber, { id: 'a1', team: 'away', at: [20, 7] }]);
    expect(s0.decision?.options).toContainEqual({ type: 'activate', player: 'h1', action: 'special' });
    const { state } = run(s0, [act('h1', 'special')]);
    expectDecision(state, 'pass-target', 'home');
  });

  test('an accurate bomb explodes in the target: next to it, a D6 4+ hits; Standing players are Knocked Down', () => {
    const s0 = turn([
      bomber,
      { id: 'a1', team: 'away', at: [9, 7] },
      { id: 'a2', team: 'away', at: [8, 8], status: 'prone' },
    ]);
    const { state, events } = run(
      s0,
      [act('h1', 'special'), to(8, 7)],
      [d6(4), d6(4), d6(3), ...twoD6(1, 1)],
    );
    expect(explosion(events)).toEqual([expect.objectContaining({ at: { x: 8, y: 7 }, hit: ['a1'] })]);
    expect(pl(state, 'a1').status).toBe('prone');
    expect(turnoverOf(events)).toBeNull();
  });

  test('a Prone player hit gets an armour roll', () => {
    const s0 = turn([bomber, { id: 'a2', team: 'away', at: [8, 7], status: 'prone' }]);
    const { events } = run(s0, [act('h1', 'special'), to(8, 7)], [d6(4), ...twoD6(5, 5), ...twoD6(2, 2)]);
    expect(events.find((e) => e.kind === 'armour')).toMatchObject({ player: 'a2', broken: true });
  });

  test('a fumbled bomb explodes in the thrower’s square', () => {
    const s0 = turn([bomber, { id: 'a1', team: 'away', at: [20, 7] }]);
    const { state, events } = run(s0, [act('h1', 'special'), to(8, 7)], [d6(1), ...twoD6(1, 1)]);
    expect(explosion(events)[0]).toMatchObject({ at: { x: 5, y: 7 }, hit: ['h1'] });
    expect(pl(state, 'h1').status).toBe('prone');
  });

  test('a caught bomb must be thrown on at once; a dropped one explodes in the catcher’s square', () => {
    const s0 = turn([bomber, { id: 'a1', team: 'away', at: [8, 7] }]);
    const first = run(s0, [act('h1', 'special'), to(8, 7)], [d6(4), d6(4)]);
    expectDecision(first.state, 'pass-target', 'away');
    const { state, events } = run(first.state, [to(5, 7)], [d6(4), d6(1), ...twoD6(1, 1)]);
    expect(explosion(events)[0]).toMatchObject({ at: { x: 5, y: 7 }, hit: ['h1'] });
    expect(pl(state, 'h1').status).toBe('prone');
  });

  test('once per team turn', () => {
    const s0 = turn([
      bomber,
      { id: 'h2', team: 'home', at: [1, 1], skills: ['Bombardier'] },
      { id: 'a1', team: 'away', at: [20, 7] },
    ]);
    const { state } = run(s0, [act('h1', 'special'), to(8, 7)], [d6(4)]);
    expect(state.decision?.options).not.toContainEqual({ type: 'activate', player: 'h2', action: 'special' });
  });
});

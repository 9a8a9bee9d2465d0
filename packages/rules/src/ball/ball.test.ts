import { describe, expect, test } from 'vitest';
import { act, mv, pl, rollsOf, run, turn } from '../__fixtures__/helpers.js';
import { d3, d6, d8, twoD6 } from '../dice/index.js';
import { cornerDirections, throwInDirections } from './throw-in.js';

/** Fails a pick-up at `ball` (moving from `from`) so the ball bounces with the given D8. */
function fumble(from: [number, number], ball: [number, number], bounce: number, players: object[] = []) {
  const s0 = turn([{ id: 'h1', team: 'home', at: from }, ...(players as never[])], { ball: { at: ball } });
  return (rolls: object[]) =>
    run(s0, [act('h1'), mv(ball[0], ball[1])], [d6(2), d8(bounce), ...(rolls as never[])]);
}

describe('Bounce (§3.7)', () => {
  test('the ball moves one square in the D8 direction (1 up-left … 8 down-right) and stays there', () => {
    const { state } = fumble([5, 7], [6, 7], 8)([]);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 8 } });
  });

  test('landing on a Prone player bounces again', () => {
    const { state, events } = fumble([5, 7], [6, 7], 5, [
      { id: 'a1', team: 'away', at: [7, 7], status: 'prone' },
    ])([d8(7)]);
    expect(rollsOf(events, 'bounce')).toHaveLength(2);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 8 } });
  });

  test('landing on a Standing player: catch at −1 (bounced ball), −1 per marker', () => {
    // h1, having failed the pick-up in (6,7), marks the catcher.
    const { state, events } = fumble([5, 7], [6, 7], 5, [{ id: 'a1', team: 'away', at: [7, 7] }])([d6(5)]);
    expect(rollsOf(events, 'catch')[0]).toMatchObject({
      player: 'a1',
      modifiers: [
        { value: -1, reason: 'bouncing ball' },
        { value: -1, reason: 'marked' },
      ],
      total: 3,
      success: true,
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
  });

  test('a failed catch bounces from the catcher; Distracted players cannot catch', () => {
    const { state } = fumble([5, 7], [6, 7], 5, [{ id: 'a1', team: 'away', at: [7, 7] }])([d6(1), d8(2)]);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 6 } });
    const distracted = fumble([5, 7], [6, 7], 5, [{ id: 'a1', team: 'away', at: [7, 7], distracted: true }])([
      d8(2),
    ]);
    expect(distracted.state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 6 } });
  });

  test('Catch re-rolls a failed catch (no team re-roll in the opponent turn)', () => {
    const r = fumble([5, 7], [6, 7], 5, [{ id: 'a1', team: 'away', at: [7, 7], skills: ['Catch'] }])([d6(1)]);
    expect(r.state.decision).toMatchObject({
      team: 'away',
      kind: 'reroll',
      options: [{ type: 'reroll', source: 'catch' }, { type: 'no-reroll' }],
    });
  });
});

describe('Throw-in (§3.7)', () => {
  test.each([
    [
      'upper sideline',
      { x: 5, y: 0 },
      [
        { x: 1, y: 1 },
        { x: 0, y: 1 },
        { x: -1, y: 1 },
      ],
    ],
    [
      'lower sideline',
      { x: 5, y: 14 },
      [
        { x: -1, y: -1 },
        { x: 0, y: -1 },
        { x: 1, y: -1 },
      ],
    ],
    [
      'home end line',
      { x: 0, y: 5 },
      [
        { x: 1, y: -1 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
      ],
    ],
    [
      'away end line',
      { x: 25, y: 5 },
      [
        { x: -1, y: 1 },
        { x: -1, y: 0 },
        { x: -1, y: -1 },
      ],
    ],
  ])('template directions from the %s', (_n, last, dirs) => {
    expect(throwInDirections(last)).toEqual(dirs);
  });

  test('corner: D3 with 1 and 3 along the edges, 2 diagonal', () => {
    expect(cornerDirections({ x: 0, y: 0 })).toEqual([
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ]);
    expect(cornerDirections({ x: 25, y: 14 })).toEqual([
      { x: -1, y: 0 },
      { x: -1, y: -1 },
      { x: 0, y: -1 },
    ]);
  });

  test('the ball travels 2D6 squares counting the last square as the first (lands 2D6 − 1 away)', () => {
    // Lands in the empty (5,4), so it bounces from there (D8 5: right) to (6,4).
    const { state, events } = fumble([5, 1], [5, 0], 2)([d6(3), ...twoD6(3, 2), d8(5)]);
    expect(rollsOf(events, 'throw-in-direction')[0]).toMatchObject({ die: 'D6', natural: [3] });
    expect(rollsOf(events, 'throw-in-distance')[0]).toMatchObject({ natural: [3, 2] });
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 6, y: 4 } });
  });

  test('a thrown-in ball is caught at −1', () => {
    const { events, state } = fumble([5, 1], [5, 0], 2, [{ id: 'h2', team: 'home', at: [5, 4] }])([
      d6(3),
      ...twoD6(3, 2),
      d6(4),
    ]);
    expect(rollsOf(events, 'catch')[0]).toMatchObject({
      modifiers: [{ value: -1, reason: 'thrown-in ball' }],
      success: true,
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });

  test('from a corner square the direction is a D3', () => {
    const { state, events } = fumble([1, 1], [0, 0], 1)([d3(2), ...twoD6(2, 1), d8(5)]);
    expect(rollsOf(events, 'throw-in-direction')[0]).toMatchObject({ die: 'D3' });
    // Down in the empty (2,2), bouncing right to (3,2).
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 3, y: 2 } });
  });

  test('a throw-in that leaves the pitch again is thrown in again from its last square', () => {
    // from (0,5): D6 1 → up-right; 2D6 = 12 → passes (5,0) and leaves; new throw-in from (5,0).
    const { state, events } = fumble(
      [1, 6],
      [0, 5],
      4,
    )([d6(1), ...twoD6(6, 6), d6(3), ...twoD6(1, 1), d8(5)]);
    expect(rollsOf(events, 'throw-in-direction')).toHaveLength(2);
    // The second throw-in comes down in the empty (5,1) and bounces right to (6,1).
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 6, y: 1 } });
  });
});

describe('Ball carrier going down', () => {
  test('a ball carrier who falls over drops the ball, which bounces after the armour roll', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7], ma: 1 }], { ball: { carrier: 'h1' } });
    const { state, events } = run(s0, [act('h1'), mv(6, 7), mv(7, 7)], [d6(1), ...twoD6(2, 2), d8(5)]);
    const order = events.filter((e) => e.kind === 'roll').map((e) => (e.kind === 'roll' ? e.purpose : ''));
    expect(order).toEqual(['rush', 'armour', 'bounce']);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 8, y: 7 } });
    expect(pl(state, 'h1').status).toBe('prone');
  });

  test('Safe Pair of Hands places the ball in an adjacent empty square instead', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7], ma: 1, skills: ['Safe Pair of Hands'] }], {
      ball: { carrier: 'h1' },
    });
    const first = run(s0, [act('h1'), mv(6, 7), mv(7, 7)], [d6(1), ...twoD6(2, 2)]);
    expect(first.state.decision).toMatchObject({ team: 'home', kind: 'place-ball', player: 'h1' });
    expect(first.state.decision?.options).toHaveLength(8);
    const { state, events } = run(first.state, [{ type: 'square', square: { x: 8, y: 8 } }]);
    expect(rollsOf(events, 'bounce')).toHaveLength(0);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 8, y: 8 } });
  });
});

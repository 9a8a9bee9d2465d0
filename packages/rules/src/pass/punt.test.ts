import { describe, expect, test } from 'vitest';
import { act, expectDecision, rollsOf, run, turn, turnoverOf } from '../__fixtures__/helpers.js';
import { d6, d8, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import { puntPath } from './punt.js';

const PUNT: Command = { type: 'use-skill', skill: 'punt' };
const aim = (choice: string): Command => ({ type: 'choose', choice });
/** A punt to the empty (7,7) lands there and bounces down (D8 7) to (7,8). */
const BOUNCE = d8(7);

const scene = (at: [number, number] = [5, 7]) =>
  turn(
    [
      { id: 'h1', team: 'home', at, skills: ['Punt'] },
      { id: 'h2', team: 'home', at: [8, 7] },
    ],
    { ball: { carrier: 'h1' } },
  );

describe('Punt', () => {
  test.each([
    [1, 2, { x: 7, y: 5 }],
    [3, 2, { x: 7, y: 7 }],
    [6, 2, { x: 7, y: 9 }],
  ])('aimed right, direction %i, distance %i → %j', (dir, dist, to) => {
    expect(puntPath({ x: 5, y: 7 }, 'right', dir, dist).at).toEqual(to);
  });

  test('a Special Action: aim at an edge, the player where it lands must catch; no Turnover', () => {
    const first = run(scene(), [act('h1', 'special')]);
    expect(first.state.decision?.options[0]).toEqual(PUNT);
    const aimed = run(first.state, [PUNT]);
    expectDecision(aimed.state, 'pass-target', 'home');
    const { state, events } = run(aimed.state, [aim('right')], [d6(3), d6(3), d6(3)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expect(turnoverOf(events)).toBeNull();
  });

  test('a punt into an empty square bounces; the ball left on the ground is no Turnover', () => {
    const { state, events } = run(
      scene(),
      [act('h1', 'special'), PUNT, aim('right')],
      [d6(4), d6(2), BOUNCE],
    );
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 8 } });
    expect(turnoverOf(events)).toBeNull();
  });

  test('into the crowd: thrown in, and a Turnover', () => {
    const { events } = run(
      scene([5, 1]),
      [act('h1', 'special'), PUNT, aim('up')],
      [d6(3), d6(4), d6(3), ...twoD6(2, 2), d8(5)],
    );
    expect(turnoverOf(events)).toBe('pass-not-caught');
  });

  test('Kick: re-roll the direction (decided before the distance), then keep the distance', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Punt', 'Kick'] },
        { id: 'h2', team: 'home', at: [8, 7] },
      ],
      { ball: { carrier: 'h1' } },
    );
    const aimed = run(s0, [act('h1', 'special'), PUNT, aim('right')], [d6(1)]);
    expectDecision(aimed.state, 'use-skill', 'home');
    expect(aimed.state.decision?.options).toEqual([
      { type: 'use-skill', skill: 'kick' },
      { type: 'decline' },
    ]);
    const dir = run(aimed.state, [{ type: 'use-skill', skill: 'kick' }], [d6(3), d6(2)]);
    expectDecision(dir.state, 'use-skill', 'home');
    const { state, events } = run(dir.state, [{ type: 'decline' }], [BOUNCE]);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 8 } });
    expect(events.filter((e) => e.kind === 'skill' && e.skill === 'kick')).toHaveLength(0);
    expect(dir.events.filter((e) => e.kind === 'skill' && e.skill === 'kick')).toHaveLength(1);
  });

  test('Kick: keep the direction, re-roll the distance', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Punt', 'Kick'] },
        { id: 'h2', team: 'home', at: [8, 7] },
      ],
      { ball: { carrier: 'h1' } },
    );
    const { state } = run(
      s0,
      [act('h1', 'special'), PUNT, aim('right'), { type: 'decline' }, { type: 'use-skill', skill: 'kick' }],
      [d6(3), d6(6), d6(2), BOUNCE],
    );
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 8 } });
  });

  test('without Kick no re-roll is offered', () => {
    const { state } = run(scene(), [act('h1', 'special'), PUNT, aim('right')], [d6(4), d6(2), BOUNCE]);
    expect(state.decision?.kind).not.toBe('use-skill');
  });
});

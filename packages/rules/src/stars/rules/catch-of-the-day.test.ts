import { describe, expect, test } from 'vitest';
import { act, expectDecision } from '../../__fixtures__/helpers.js';
import { d6 } from '../../dice/index.js';
import { expectUsed, NEXT_HOME_TURN, run, star, turn, USE } from '../__fixtures__/scene.js';

// Rodney Roachbait at (5,7), the ball on the ground 3 squares away.
const scene = (ball: [number, number] = [8, 7]) =>
  turn([star('s', 5, 7, 'rodney-roachbait')], { ball: { at: ball } });

describe('Catch of the Day', () => {
  test('D6 3+: the ball jumps to him; his activation goes on', () => {
    const { state, events } = run(scene(), [act('s', 'move'), USE], [d6(3)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 's' });
    expectDecision(state, 'move-step', 'home');
    expectUsed(events, 'catch-of-the-day');
  });

  test('1–2: nothing; used all the same, so not offered again this half', () => {
    const { state } = run(
      scene(),
      [act('s', 'move'), USE, { type: 'end-activation' }, ...NEXT_HOME_TURN, act('s', 'move')],
      [d6(2)],
    );
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 8, y: 7 } });
    expectDecision(state, 'move-step', 'home');
  });

  test('not offered with the ball 4 squares away', () => {
    expectDecision(run(scene([9, 7]), [act('s', 'move')]).state, 'move-step', 'home');
  });
});

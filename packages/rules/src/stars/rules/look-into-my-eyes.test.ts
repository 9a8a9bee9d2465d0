import { describe, expect, test } from 'vitest';
import { act, expectDecision, turnoverOf } from '../../__fixtures__/helpers.js';
import { d6 } from '../../dice/index.js';
import { away, expectUsed, run, star, target, turn } from '../__fixtures__/scene.js';

// Boa at (10,7) Marks a1, who holds the ball.
const scene = () =>
  turn([star('s', 10, 7, 'boa-konssstriktr'), away('a1', 11, 7)], { ball: { carrier: 'a1' } });

describe('Look Into My Eyes', () => {
  test('2+: he takes the ball from the carrier he Marks, no Turnover; his activation ends', () => {
    const s1 = run(scene(), [act('s', 'move')]).state;
    expect(s1.decision?.options).toEqual([target('a1'), { type: 'decline' }]);
    const { state, events } = run(s1, [target('a1')], [d6(2)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 's' });
    expect(turnoverOf(events)).toBeNull();
    expectDecision(state, 'activation', 'home');
    expectUsed(events, 'look-into-my-eyes');
  });

  test('1: the carrier keeps it; used, so once per game', () => {
    const { state } = run(scene(), [act('s', 'move'), target('a1')], [d6(1)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
    expect(
      state.players.find((p) => p.id === 's')?.used.some((k) => k.startsWith('star:look-into-my-eyes')),
    ).toBe(true);
  });

  test('not offered when the opponent he Marks has no ball', () => {
    expectDecision(
      run(turn([star('s', 10, 7, 'boa-konssstriktr'), away('a1', 11, 7)]), [act('s', 'move')]).state,
      'move-step',
    );
  });
});

import { describe, expect, test } from 'vitest';
import { act, END, expectDecision, pl } from '../../__fixtures__/helpers.js';
import { away, expectUsed, NEXT_HOME_TURN, run, star, target, turn } from '../__fixtures__/scene.js';

// Zolcath at (10,7): a1 is 3 squares away, a2 is 4.
const scene = () => turn([star('s', 10, 7, 'zolcath-the-zoat'), away('a1', 13, 7), away('a2', 14, 7)]);

describe('Excuse me, are you a Zoat?', () => {
  test('as he is activated, an opponent within 3 squares becomes Distracted', () => {
    const s1 = run(scene(), [act('s', 'move')]).state;
    expect(s1.decision?.options).toEqual([target('a1'), { type: 'decline' }]);
    const { state, events } = run(s1, [target('a1')]);
    expect(pl(state, 'a1').distracted).toBe(true);
    expectUsed(events, 'excuse-me-are-you-a-zoat');
  });

  test('once per game', () => {
    const { state } = run(scene(), [
      act('s', 'move'),
      target('a1'),
      END,
      ...NEXT_HOME_TURN,
      act('s', 'move'),
    ]);
    expectDecision(state, 'move-step', 'home');
  });
});

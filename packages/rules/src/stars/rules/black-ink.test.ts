import { describe, expect, test } from 'vitest';
import { act, END, expectDecision, pl } from '../../__fixtures__/helpers.js';
import { away, expectUsed, NEXT_HOME_TURN, run, star, target, turn } from '../__fixtures__/scene.js';

// Kiroth Krakeneye at (10,7) Marks a1; a2 stands two squares away.
const scene = () => turn([star('s', 10, 7, 'kiroth-krakeneye'), away('a1', 11, 7), away('a2', 12, 9)]);

describe('Black Ink', () => {
  test('as he is activated, an opponent he Marks becomes Distracted; his activation goes on', () => {
    const s1 = run(scene(), [act('s', 'move')]).state;
    expectDecision(s1, 'use-skill', 'home');
    expect(s1.decision?.options).toEqual([target('a1'), { type: 'decline' }]);
    const { state, events } = run(s1, [target('a1')]);
    expect(pl(state, 'a1').distracted).toBe(true);
    expectDecision(state, 'move-step', 'home');
    expectUsed(events, 'black-ink');
  });

  test('once per game: not offered at his next activation', () => {
    const { state } = run(scene(), [
      act('s', 'move'),
      target('a1'),
      END,
      ...NEXT_HOME_TURN,
      act('s', 'move'),
    ]);
    expectDecision(state, 'move-step', 'home');
  });

  test('declined, it is kept', () => {
    const { state, events } = run(scene(), [act('s', 'move'), { type: 'decline' }]);
    expect(pl(state, 'a1').distracted).toBe(false);
    expectUsed(events, 'black-ink', 0);
  });
});

import { describe, expect, test } from 'vitest';
import { act, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { d6 } from '../../dice/index.js';
import { away, expectUsed, NEXT_HOME_TURN, run, star, target, turn } from '../__fixtures__/scene.js';

// Eldril Sidewinder Gazes a1 (3+), then a2 next turn.
const scene = () => turn([star('s', 10, 7, 'eldril-sidewinder'), away('a1', 11, 7), away('a2', 9, 7)]);
const gaze = (who: string) => [act('s', 'special'), target(who)];

describe('Mesmerising Dance', () => {
  test('a failed Hypnotic Gaze is re-rolled', () => {
    const { state, events } = run(scene(), gaze('a1'), [d6(2), d6(3)]);
    expect(rollsOf(events, 'hypnotic-gaze').map((r) => r.rerolled)).toEqual([false, true]);
    expect(pl(state, 'a1').distracted).toBe(true);
    expectUsed(events, 'mesmerising-dance');
  });

  test('once per half', () => {
    const { state, events } = run(
      scene(),
      [...gaze('a1'), ...NEXT_HOME_TURN, ...gaze('a2')],
      [d6(2), d6(3), d6(2)],
    );
    expect(pl(state, 'a2').distracted).toBe(false);
    expectUsed(events, 'mesmerising-dance');
  });
});

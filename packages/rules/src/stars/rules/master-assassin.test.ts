import { describe, expect, test } from 'vitest';
import { rollsOf } from '../../__fixtures__/helpers.js';
import { twoD6 } from '../../dice/index.js';
import { away, expectUsed, NEXT_HOME_TURN, run, stab, star, turn } from '../__fixtures__/scene.js';

// Skitter Stab-Stab: Stab.
const scene = () => turn([star('s', 10, 7, 'skitter-stab-stab'), away('a1', 11, 7), away('a2', 9, 7)]);

describe('Master Assassin', () => {
  test('the armour roll of his Stab that held is rolled again', () => {
    const { events } = run(scene(), stab('s', 'a1'), [twoD6(2, 3), twoD6(5, 5), twoD6(1, 2)]);
    expect(rollsOf(events, 'armour').map((r) => [r.total, r.success, r.rerolled])).toEqual([
      [5, false, false],
      [10, true, true],
    ]);
    expectUsed(events, 'master-assassin');
  });

  test('once per game, and never on a block', () => {
    const { events } = run(
      scene(),
      [...stab('s', 'a1'), ...NEXT_HOME_TURN, ...stab('s', 'a2')],
      [twoD6(2, 3), twoD6(2, 3), twoD6(2, 3)],
    );
    expect(rollsOf(events, 'armour').map((r) => r.rerolled)).toEqual([false, true, false]);
    expectUsed(events, 'master-assassin');
  });
});

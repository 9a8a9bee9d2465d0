import { describe, expect, test } from 'vitest';
import { rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, d6 } from '../../dice/index.js';
import { away, block, expectUsed, run, square, star, turn } from '../__fixtures__/scene.js';

// Akhorne (ST 1, Dauntless, Frenzy) blocks a1 (ST 3): Dauntless needs 3+.
const scene = () => turn([star('s', 10, 7, 'akhorne-the-squirrel'), away('a1', 11, 7)]);

describe('Blind Rage', () => {
  test('a failed Dauntless roll is re-rolled, on every block (the Frenzy block too)', () => {
    const { events } = run(
      scene(),
      [...block('s', 'a1'), square(12, 7), square(13, 7)],
      [d6(1), d6(4), blockDie('push-back'), d6(2), d6(3), blockDie('push-back')],
    );
    expect(rollsOf(events, 'dauntless').map((r) => [r.success, r.rerolled])).toEqual([
      [false, false],
      [true, true],
      [false, false],
      [true, true],
    ]);
    expectUsed(events, 'blind-rage', 2);
  });

  test('a passed roll is not re-rolled', () => {
    const { events } = run(
      scene(),
      [...block('s', 'a1'), square(12, 7), square(13, 7)],
      [d6(5), blockDie('push-back'), d6(6), blockDie('push-back')],
    );
    expectUsed(events, 'blind-rage', 0);
  });
});

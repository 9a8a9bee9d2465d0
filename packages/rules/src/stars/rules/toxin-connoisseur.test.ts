import { describe, expect, test } from 'vitest';
import { pl, rollsOf } from '../../__fixtures__/helpers.js';
import { twoD6 } from '../../dice/index.js';
import { away, expectUsed, NEXT_HOME_TURN, run, stab, star, turn } from '../__fixtures__/scene.js';

// Rashnak Backstabber: Stab.
const scene = () => turn([star('s', 10, 7, 'rashnak-backstabber'), away('a1', 11, 7), away('a2', 9, 7)]);

describe('Toxin Connoisseur', () => {
  test('+1 on the injury roll after his Stab breaks armour', () => {
    const { state, events } = run(scene(), stab('s', 'a1'), [twoD6(5, 5), twoD6(3, 4)]);
    expect(rollsOf(events, 'injury')[0]).toMatchObject({
      total: 8,
      modifiers: [{ value: 1, reason: 'toxin-connoisseur' }],
    });
    expect(pl(state, 'a1').box).toBe('knocked-out');
    expectUsed(events, 'toxin-connoisseur');
  });

  test('once per game', () => {
    const { events } = run(
      scene(),
      [...stab('s', 'a1'), ...NEXT_HOME_TURN, ...stab('s', 'a2')],
      [twoD6(5, 5), twoD6(3, 4), twoD6(5, 5), twoD6(3, 4)],
    );
    expect(rollsOf(events, 'injury').map((r) => r.total)).toEqual([8, 7]);
    expectUsed(events, 'toxin-connoisseur');
  });
});

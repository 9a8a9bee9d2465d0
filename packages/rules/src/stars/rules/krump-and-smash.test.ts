import { describe, expect, test } from 'vitest';
import { rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import {
  away,
  block,
  blockScene,
  DECLINE,
  expectUsed,
  NEXT_HOME_TURN,
  run,
  square,
} from '../__fixtures__/scene.js';

// Varag Ghoul-Chewer: ST 5, Block, Mighty Blow.
describe('Krump and Smash', () => {
  test('an armour roll that held after his knock-down is rolled again; Mighty Blow counts on the re-roll', () => {
    const s0 = blockScene('varag-ghoul-chewer', 5);
    const { events } = run(
      s0,
      [...block('s', 'a1'), square(12, 7), DECLINE],
      [blockDie('pow'), twoD6(1, 2), twoD6(4, 4), twoD6(1, 2)],
    );
    const armour = rollsOf(events, 'armour');
    expect(armour).toHaveLength(2);
    expect(armour[0]).toMatchObject({ total: 3, success: false, rerolled: false });
    expect(armour[1]).toMatchObject({ total: 9, success: true, rerolled: true });
    expectUsed(events, 'krump-and-smash');
  });

  test('once per game', () => {
    const s0 = blockScene('varag-ghoul-chewer', 5, {}, [
      away('a2', 9, 7, { st: 6 }),
      { id: 'h2', team: 'home', at: [8, 6] },
    ]);
    const { events } = run(
      s0,
      [
        ...block('s', 'a1'),
        square(12, 7),
        DECLINE,
        ...NEXT_HOME_TURN,
        ...block('s', 'a2'),
        square(8, 7),
        DECLINE,
      ],
      [blockDie('pow'), twoD6(1, 2), twoD6(1, 2), blockDie('pow'), twoD6(1, 2)],
    );
    expect(rollsOf(events, 'armour').map((r) => r.rerolled)).toEqual([false, true, false]);
    expectUsed(events, 'krump-and-smash');
  });
});

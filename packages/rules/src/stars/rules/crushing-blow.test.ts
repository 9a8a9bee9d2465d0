import { describe, expect, test } from 'vitest';
import { rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import {
  away,
  block,
  DECLINE,
  expectUsed,
  home,
  NEXT_HOME_TURN,
  run,
  square,
  star,
  turn,
} from '../__fixtures__/scene.js';

// The Mighty Zug: ST 5, Block, Mighty Blow. One block die each time: a1 at ST 5; a2 at ST 6 against
// Zug's 5 + h2's assist (h2 Marks a2, so a2 gives a1 no assist).
const scene = () =>
  turn([
    star('zug', 10, 7, 'the-mighty-zug'),
    home('h2', 8, 9),
    away('a1', 11, 7, { st: 5, av: 8 }),
    away('a2', 9, 8, { st: 6, av: 8 }),
  ]);

describe('Crushing Blow', () => {
  test('+1 on the armour roll of the opponent his block knocks down, on top of Mighty Blow', () => {
    const { state, events } = run(
      scene(),
      [...block('zug', 'a1'), square(12, 7), DECLINE],
      [blockDie('pow'), twoD6(3, 3), twoD6(1, 2)],
    );
    expect(rollsOf(events, 'armour')[0]).toMatchObject({
      total: 8,
      success: true,
      modifiers: [
        { value: 1, reason: 'mighty-blow' },
        { value: 1, reason: 'crushing-blow' },
      ],
    });
    expectUsed(events, 'crushing-blow');
    expect(state.players.find((p) => p.id === 'a1')?.status).toBe('stunned');
  });

  test('not used when the armour breaks without it, so it is still there later', () => {
    const { events } = run(
      scene(),
      [...block('zug', 'a1'), square(12, 7), DECLINE],
      [blockDie('pow'), twoD6(4, 4), twoD6(1, 2)],
    );
    expectUsed(events, 'crushing-blow', 0);
  });

  test('once per game: a second knock-down gets no bonus', () => {
    const { events } = run(
      scene(),
      [
        ...block('zug', 'a1'),
        square(12, 7),
        DECLINE,
        ...NEXT_HOME_TURN,
        ...block('zug', 'a2'),
        square(9, 9),
        DECLINE,
      ],
      [blockDie('pow'), twoD6(3, 3), twoD6(1, 2), blockDie('pow'), twoD6(3, 3)],
    );
    expectUsed(events, 'crushing-blow');
    expect(rollsOf(events, 'armour')[1]).toMatchObject({ total: 6, success: false, modifiers: [] });
  });
});

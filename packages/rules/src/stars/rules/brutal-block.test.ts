import { describe, expect, test } from 'vitest';
import { pl, rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import { blockScene, expectUsed, NEXT_HOME_TURN, POW_BLOCK, run } from '../__fixtures__/scene.js';

// Frank N Stein: ST 5, Mighty Blow (used on the injury when the armour breaks without it).
describe('Brutal Block', () => {
  test('+1 on the injury roll after his block, on top of Mighty Blow', () => {
    const { state, events } = run(blockScene('frank-n-stein', 5), POW_BLOCK, [
      blockDie('pow'),
      twoD6(5, 5),
      twoD6(3, 3),
    ]);
    expect(rollsOf(events, 'injury')[0]).toMatchObject({
      total: 8,
      modifiers: [
        { value: 1, reason: 'mighty-blow' },
        { value: 1, reason: 'brutal-block' },
      ],
    });
    expect(pl(state, 'a1').box).toBe('knocked-out');
    expectUsed(events, 'brutal-block');
  });

  test('not on the armour roll, and once per game', () => {
    const s0 = blockScene('frank-n-stein', 5, {}, [{ id: 'a2', team: 'away', at: [10, 8], st: 5 }]);
    // a2 gives a1 an assist: two dice for a1's coach, both POW.
    const { events } = run(
      s0,
      [
        ...POW_BLOCK,
        ...NEXT_HOME_TURN,
        { type: 'activate', player: 's', action: 'block' },
        { type: 'player', player: 'a2' },
        { type: 'square', square: { x: 10, y: 9 } },
        { type: 'decline' },
      ],
      [
        [blockDie('pow'), blockDie('pow')],
        twoD6(5, 5),
        twoD6(3, 3),
        blockDie('pow'),
        twoD6(5, 5),
        twoD6(3, 3),
      ],
    );
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ modifiers: [] });
    expect(rollsOf(events, 'injury')[1]).toMatchObject({
      total: 7,
      modifiers: [{ value: 1, reason: 'mighty-blow' }],
    });
    expectUsed(events, 'brutal-block');
  });
});

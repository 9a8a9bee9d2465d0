import { describe, expect, test } from 'vitest';
import { rollsOf } from '../../__fixtures__/helpers.js';
import { twoD6 } from '../../dice/index.js';
import { away, expectUsed, NEXT_HOME_TURN, run, stab, star, turn } from '../__fixtures__/scene.js';

// Drull has Stab; Dribl stands at (11,8) or far away. a1 at (11,7) has AV 8.
const scene = (driblAt: [number, number]) =>
  turn([
    star('drull', 10, 7, 'drull'),
    star('dribl', driblAt[0], driblAt[1], 'dribl'),
    away('a1', 11, 7, { av: 8 }),
    away('a2', 9, 7, { av: 8 }),
  ]);

describe('A Sneaky Pair', () => {
  test('+1 on the armour roll of a Stab against an opponent both of them Mark', () => {
    const { events } = run(scene([11, 8]), stab('drull', 'a1'), [twoD6(4, 3), twoD6(1, 2)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({
      total: 8,
      success: true,
      modifiers: [{ value: 1, reason: 'a-sneaky-pair' }],
    });
    expect(rollsOf(events, 'injury')[0]).toMatchObject({ modifiers: [] });
    expectUsed(events, 'a-sneaky-pair');
  });

  test('or on the injury roll when the armour broke anyway; nothing when Dribl does not Mark the target', () => {
    const both = run(scene([11, 8]), stab('drull', 'a1'), [twoD6(5, 5), twoD6(3, 4)]);
    expect(rollsOf(both.events, 'injury')[0]).toMatchObject({
      total: 8,
      modifiers: [{ value: 1, reason: 'a-sneaky-pair' }],
    });
    const alone = run(scene([1, 1]), stab('drull', 'a1'), [twoD6(4, 3)]);
    expect(rollsOf(alone.events, 'armour')[0]).toMatchObject({ total: 7, success: false });
    expectUsed(alone.events, 'a-sneaky-pair', 0);
  });

  test('no limit: every such Stab, turn after turn', () => {
    // Dribl at (10,8) Marks both a1 and a2.
    const { events } = run(
      scene([10, 8]),
      [...stab('drull', 'a1'), ...NEXT_HOME_TURN, ...stab('drull', 'a2')],
      [twoD6(4, 3), twoD6(1, 2), twoD6(4, 3), twoD6(1, 2)],
    );
    expect(rollsOf(events, 'armour').map((r) => r.success)).toEqual([true, true]);
    expectUsed(events, 'a-sneaky-pair', 2);
  });
});

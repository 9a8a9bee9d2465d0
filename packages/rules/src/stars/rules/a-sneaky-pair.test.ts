import { describe, expect, test } from 'vitest';
import { act, rollsOf } from '../../__fixtures__/helpers.js';
import { twoD6 } from '../../dice/index.js';
import { away, expectUsed, NEXT_HOME_TURN, run, stab, star, target, turn } from '../__fixtures__/scene.js';

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

  describe('on a Foul too (the reference: a Foul Action or a Stab)', () => {
    // Dribl (Dirty Player) at (10,7) fouls the Prone a1 (AV 8) at (11,7); Drull at (12,8) or far away.
    const foulScene = (drullAt: [number, number]) =>
      turn([
        star('dribl', 10, 7, 'dribl'),
        star('drull', drullAt[0], drullAt[1], 'drull'),
        away('a1', 11, 7, { av: 8, status: 'prone' }),
      ]);
    const FOUL = [act('dribl', 'foul'), target('a1')];
    const reasons = (r: { modifiers: readonly { reason: string }[] } | undefined) =>
      r?.modifiers.map((m) => m.reason);

    test('+1 on the armour roll when both Mark the victim (Dirty Player then joins to break it)', () => {
      const { events } = run(foulScene([12, 8]), FOUL, [twoD6(3, 2), twoD6(1, 3)]);
      const armour = rollsOf(events, 'armour')[0];
      expect(armour).toMatchObject({ total: 8, success: true });
      expect(reasons(armour)).toContain('a-sneaky-pair');
      expectUsed(events, 'a-sneaky-pair');
    });

    test('or on the injury roll; nothing when Drull is not there', () => {
      const both = run(foulScene([12, 8]), FOUL, [twoD6(5, 4), twoD6(4, 2)]);
      expect(reasons(rollsOf(both.events, 'armour')[0])).not.toContain('a-sneaky-pair');
      expect(reasons(rollsOf(both.events, 'injury')[0])).toContain('a-sneaky-pair');
      const alone = run(foulScene([1, 1]), FOUL, [twoD6(3, 2)]);
      expect(rollsOf(alone.events, 'armour')[0]).toMatchObject({ success: false });
      expectUsed(alone.events, 'a-sneaky-pair', 0);
    });
  });
});

import { describe, expect, test } from 'vitest';
import { act, at, mv, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { twoD6 } from '../../dice/index.js';
import { away, DECLINE, expectUsed, run, star, target, turn } from '../__fixtures__/scene.js';

// Jeremiah Kool at (10,7) Marks a1 (AV 9) at (11,7); a2 far off.
const scene = () => turn([star('s', 10, 7, 'jeremiah-kool'), away('a1', 11, 7), away('a2', 20, 2)]);

describe('The Flashing Blade', () => {
  test('a Stab on an opponent he Marks as his Move Action starts, then he moves on', () => {
    const s1 = run(scene(), [act('s', 'move')]).state;
    expect(s1.decision?.options).toEqual([target('a1'), DECLINE]);
    const { state, events } = run(s1, [target('a1'), mv(10, 6), mv(10, 5)], [...twoD6(5, 5), ...twoD6(4, 4)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ player: 'a1', success: true });
    expect(pl(state, 'a1').box).toBe('knocked-out');
    // No Dodge to leave: a1 is hurt and Marks no one.
    expect(at(state, 's')).toEqual([10, 5]);
    expect(rollsOf(events, 'dodge')).toHaveLength(0);
    expectUsed(events, 'the-flashing-blade');
    // The Stab was his for that activation only.
    expect(pl(state, 's').skills.some((k) => k.id === 'stab')).toBe(true);
    const after = run(state, [{ type: 'end-activation' }]).state;
    expect(pl(after, 's').skills.some((k) => k.id === 'stab')).toBe(false);
  });

  test('once per game; not on other actions; declined it is kept', () => {
    const first = run(scene(), [act('s', 'move'), target('a1')], [...twoD6(1, 2)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used.filter((k) => k.endsWith('@game'));
    expect(run(later, [act('s', 'move')]).state.decision?.kind).toBe('move-step');
    expect(run(scene(), [act('s', 'block')]).state.decision?.kind).toBe('block-target');
    const declined = run(scene(), [act('s', 'move'), DECLINE]);
    expect(declined.state.decision?.kind).toBe('move-step');
    expectUsed(declined.events, 'the-flashing-blade', 0);
  });
});

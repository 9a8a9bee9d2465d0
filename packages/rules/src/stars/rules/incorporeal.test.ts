import { describe, expect, test } from 'vitest';
import { act, at, mv, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { d6 } from '../../dice/index.js';
import { away, DECLINE, expectUsed, run, star, turn, USE } from '../__fixtures__/scene.js';

// Gretchen Wächter at (5,7) is Marked by a1 and a2.
const scene = () => turn([star('s', 5, 7, 'gretchen-wachter'), away('a1', 6, 6), away('a2', 6, 8)]);

describe('Incorporeal', () => {
  test('used as she is activated: no Dodge rolls for leaving Tackle Zones for the whole activation', () => {
    const { state, events } = run(scene(), [act('s', 'move'), USE, mv(5, 8), mv(5, 9)]);
    expect(rollsOf(events, 'dodge')).toHaveLength(0);
    expect(at(state, 's')).toEqual([5, 9]);
    expectUsed(events, 'incorporeal');
  });

  test('declined, she dodges as usual; once per game', () => {
    const { events } = run(scene(), [act('s', 'move'), DECLINE, mv(4, 7)], [d6(6)]);
    expect(rollsOf(events, 'dodge')).toHaveLength(1);
    const first = run(scene(), [act('s', 'move'), USE]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used.filter((k) => k.endsWith('@game'));
    expect(run(later, [act('s', 'move')]).state.decision?.kind).toBe('move-step');
  });
});

import { describe, expect, test } from 'vitest';
import { act, at, expectDecision, pl } from '../../__fixtures__/helpers.js';
import { away, expectUsed, home, run, square, star, target, turn } from '../__fixtures__/scene.js';

// Ivar Eriksson at (5,7); h2 is Open 3 squares away; a1 stands two squares beyond h2.
const scene = () => turn([star('s', 5, 7, 'ivar-eriksson'), home('h2', 8, 7), away('a1', 10, 7)]);

describe('Raiding Party', () => {
  test('an Open team-mate within 5 squares moves one square to Mark an opponent, with no Dodge', () => {
    const s1 = run(scene(), [act('s', 'move'), target('h2')]).state;
    expect(s1.decision?.options).toEqual([square(9, 6), square(9, 7), square(9, 8), { type: 'decline' }]);
    const { state, events } = run(s1, [square(9, 7)]);
    expect(at(state, 'h2')).toEqual([9, 7]);
    expect(pl(state, 'h2').activated).toBe(false);
    expectDecision(state, 'move-step', 'home');
    expectUsed(events, 'raiding-party');
  });

  test('once per drive', () => {
    const first = run(scene(), [act('s', 'move'), target('h2'), square(9, 7)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    expectDecision(run(later, [act('s', 'move')]).state, 'move-step');
  });
});

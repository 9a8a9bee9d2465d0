import { describe, expect, test } from 'vitest';
import { act, pl, turnoverOf } from '../../__fixtures__/helpers.js';
import { d6 } from '../../dice/index.js';
import { away, choose, expectUsed, home, run, square, target, turn } from '../__fixtures__/scene.js';

// h1 passes to h2; Scrappa Sorehead (AG 3+) stands under the ruler: −3 (accurate) −1 (Marked by h2).
const scene = () =>
  turn([home('h1', 5, 7), home('h2', 8, 7), away('a1', 7, 7, { star: 'scrappa-sorehead' })], {
    ball: { carrier: 'h1' },
  });
const PASS = [act('h1', 'pass'), choose('pass'), square(8, 7)];

describe('Yoink!', () => {
  test('his interception succeeds on a 2+', () => {
    const { state, events } = run(scene(), [...PASS, target('a1')], [d6(4), d6(2)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
    expect(turnoverOf(events)).toBe('interception');
    expectUsed(events, 'yoink');
  });

  test('once per game; a 1 fails anyway', () => {
    const one = run(scene(), [...PASS, target('a1')], [d6(4), d6(1), d6(4)]);
    expect(one.state.ball).toEqual({ kind: 'carried', player: 'h2' });
    const first = run(scene(), [...PASS, target('a1')], [d6(4), d6(2)]);
    const later = scene();
    pl(later, 'a1').used = pl(first.state, 'a1').used;
    const { state, events } = run(later, [...PASS, target('a1')], [d6(4), d6(2), d6(4)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expectUsed(events, 'yoink', 0);
  });
});

import { describe, expect, test } from 'vitest';
import { act, at, pl } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import { clearUses } from '../../rerolls/usage.js';
import {
  away,
  block,
  expectUsed,
  NEXT_HOME_TURN,
  run,
  square,
  star,
  target,
  turn,
} from '../__fixtures__/scene.js';

// Maple Highgrove (ST 5) at (10,7); a1 (ST 5) two squares away at (12,7), a2 three away at (13,9).
const scene = () =>
  turn([star('s', 10, 7, 'maple-highgrove'), away('a1', 12, 7, { st: 5 }), away('a2', 13, 9, { st: 5 })]);

describe('Vicious Vines', () => {
  test('blocks an opponent two squares away, pushing it off as usual, without following up', () => {
    const s1 = run(scene(), [act('s', 'block')]).state;
    // a1 is in reach, a2 is not.
    expect(s1.decision?.options).toEqual([target('a1')]);
    const { state, events } = run(s1, [target('a1'), square(13, 7)], [blockDie('pow'), twoD6(1, 2)]);
    expect(at(state, 'a1')).toEqual([13, 7]);
    expect(pl(state, 'a1').status).toBe('prone');
    // No follow-up was asked: Maple stays where he is.
    expect(at(state, 's')).toEqual([10, 7]);
    expectUsed(events, 'vicious-vines');
  });

  test('once per half: not again in his next turn, again after the half', () => {
    const first = run(scene(), [...block('s', 'a1'), square(13, 7)], [blockDie('push-back')]);
    const next = run(first.state, NEXT_HOME_TURN).state;
    expect(next.decision?.options).not.toContainEqual(act('s', 'block'));
    // A new half clears the half's uses.
    const later = scene();
    pl(later, 's').used = pl(next, 's').used;
    // Still used: declaring a Block finds nobody in reach, and the activation ends.
    expect(run(later, [act('s', 'block')]).state.decision?.kind).toBe('activation');
    clearUses(pl(later, 's'), 'half');
    expect(run(later, [act('s', 'block')]).state.decision?.options).toEqual([target('a1')]);
  });

  test('an opponent he Marks is blocked as usual, and that is no use of it', () => {
    const s0 = turn([star('s', 10, 7, 'maple-highgrove'), away('a1', 11, 7, { st: 5 }), away('a2', 12, 8)]);
    const s1 = run(s0, [act('s', 'block')]).state;
    expect(s1.decision?.options).toEqual([target('a1'), target('a2')]);
    const { events } = run(s1, [target('a1'), square(12, 7)], [blockDie('push-back')]);
    expectUsed(events, 'vicious-vines', 0);
  });
});

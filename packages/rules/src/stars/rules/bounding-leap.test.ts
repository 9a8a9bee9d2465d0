import { describe, expect, test } from 'vitest';
import { act, at, mv, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { d6 } from '../../dice/index.js';
import { away, expectUsed, home, REROLL, run, star, turn } from '../__fixtures__/scene.js';

// Rowana Forestfoot (AG 3+, Leap) at (10,7) leaps over h2 to (12,7), which a2 and a3 Mark: −2, Leap's +1.
const scene = () =>
  turn([star('s', 10, 7, 'rowana-forestfoot'), home('h2', 11, 7), away('a2', 13, 6), away('a3', 13, 8)]);
const LEAP = [act('s'), mv(12, 7)];

describe('Bounding Leap', () => {
  test('her Leap ignores the negative modifiers: a 3 passes that −1 would fail', () => {
    const { state, events } = run(scene(), LEAP, [d6(3)]);
    expect(rollsOf(events, 'jump')[0]).toMatchObject({ modifiers: [], total: 3, success: true });
    expect(at(state, 's')).toEqual([12, 7]);
    expectUsed(events, 'bounding-leap');
  });

  test('and the Leap may be re-rolled', () => {
    const s1 = run(scene(), LEAP, [d6(2)]).state;
    expect(s1.decision?.options).toContainEqual(REROLL('bounding-leap'));
    const { state, events } = run(s1, [REROLL('bounding-leap')], [d6(4)]);
    expect(rollsOf(events, 'jump')[0]).toMatchObject({ rerolled: true, success: true });
    expect(at(state, 's')).toEqual([12, 7]);
    expectUsed(events, 'bounding-leap', 0);
  });

  test('once per game: her next Leap has its modifiers and no re-roll of its own', () => {
    const first = run(scene(), LEAP, [d6(3)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    const { state, events } = run(later, LEAP, [d6(3), d6(1), d6(1)]);
    expect(rollsOf(events, 'jump')[0]).toMatchObject({ total: 2, success: false });
    expect(pl(state, 's').status).toBe('prone');
    expectUsed(events, 'bounding-leap', 0);
  });

  test('a Leap with no penalty keeps it', () => {
    const open = turn([star('s', 10, 7, 'rowana-forestfoot'), home('h2', 11, 7)]);
    const { events } = run(open, LEAP, [d6(3)]);
    expect(rollsOf(events, 'jump')[0]).toMatchObject({ modifiers: [], success: true });
    expectUsed(events, 'bounding-leap', 0);
  });
});

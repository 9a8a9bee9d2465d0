import { describe, expect, test } from 'vitest';
import { act, END, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import { away, expectUsed, run, square, star, target, turn } from '../__fixtures__/scene.js';

// Roxanna Darknail (ST 3, Frenzy) Blitzes a1 (AV 10); Claws breaks armour on a natural 8.
const scene = () => turn([star('s', 10, 7, 'roxanna-darknail'), away('a1', 11, 7, { av: 10 })]);
const blitz = (who: string) => [act('s', 'blitz'), target(who), target(who)];

describe('Slashing Nails', () => {
  test('on her Blitz she has Claws until the activation ends', () => {
    const { state, events } = run(
      scene(),
      [...blitz('a1'), square(12, 7), END],
      [blockDie('pow'), twoD6(4, 4), twoD6(1, 2)],
    );
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ total: 8, success: true });
    expect(pl(state, 's').skills.some((k) => k.id === 'claws')).toBe(false);
    expectUsed(events, 'slashing-nails');
  });

  test('once per half: the next Blitz has no Claws', () => {
    const first = run(
      scene(),
      [...blitz('a1'), square(12, 7), END],
      [blockDie('pow'), twoD6(4, 4), twoD6(1, 2)],
    );
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    const { events } = run(later, [...blitz('a1'), square(12, 7)], [blockDie('pow'), twoD6(4, 4)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ total: 8, success: false });
    expectUsed(events, 'slashing-nails', 0);
  });
});

import { describe, expect, test } from 'vitest';
import { pl } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import {
  away,
  block,
  DECLINE,
  expectUsed,
  NO_REROLL,
  REROLL,
  run,
  square,
  star,
  turn,
} from '../__fixtures__/scene.js';

// Willow Rosebark: ST 4, Dauntless, no Block. a1 at ST 4: one die.
const scene = (a1: Parameters<typeof away>[3] = {}) =>
  turn([star('s', 10, 7, 'willow-rosebark'), away('a1', 11, 7, { st: 4, ...a1 })]);

describe('Woodland Fury', () => {
  test('a result that would knock her down (Both Down without Block) may have its die re-rolled', () => {
    const s1 = run(scene(), block('s', 'a1'), [blockDie('both-down')]).state;
    expect(s1.decision?.options).toContainEqual(REROLL('woodland-fury'));
    const { state, events } = run(
      s1,
      [REROLL('woodland-fury'), square(12, 7), DECLINE],
      [blockDie('push-back')],
    );
    expect(pl(state, 's').status).toBe('standing');
    expect(pl(state, 'a1').at).toEqual({ x: 12, y: 7 });
    expectUsed(events, 'woodland-fury');
  });

  test('not offered on dice that cannot knock her down', () => {
    const s1 = run(scene(), block('s', 'a1'), [blockDie('push-back')]).state;
    expect(s1.decision?.options ?? []).not.toContainEqual(REROLL('woodland-fury'));
  });

  test('once per game', () => {
    const first = run(
      scene(),
      [...block('s', 'a1'), REROLL('woodland-fury'), square(12, 7), DECLINE],
      [blockDie('player-down'), blockDie('push-back')],
    );
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    const { state } = run(later, block('s', 'a1'), [blockDie('player-down'), twoD6(1, 2)]);
    expect(pl(state, 's').status).toBe('prone');
    const unused = run(scene(), [...block('s', 'a1'), NO_REROLL], [blockDie('player-down'), twoD6(1, 2)]);
    expectUsed(unused.events, 'woodland-fury', 0);
  });
});

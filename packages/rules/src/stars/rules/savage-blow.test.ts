import { describe, expect, test } from 'vitest';
import { pl } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import type { GameEvent } from '../../engine/events.js';
import {
  away,
  block,
  choose,
  DECLINE,
  expectUsed,
  NEXT_HOME_TURN,
  REROLL,
  run,
  square,
  star,
  turn,
} from '../__fixtures__/scene.js';

// Anqi Panqi: ST 4, Block, Grab. a1 and a2 at ST 2: two block dice, her coach choosing.
const scene = () =>
  turn([star('s', 10, 7, 'anqi-panqi'), away('a1', 11, 7, { st: 2 }), away('a2', 9, 7, { st: 2 })]);
const blockRolls = (events: readonly GameEvent[]) =>
  events
    .filter((e) => e.kind === 'roll' && e.purpose === 'block')
    .map((e) => (e as { natural: number[] }).natural);

describe('Savage Blow', () => {
  test('re-roll any of the block dice: the coach picks which, the others stand', () => {
    const s1 = run(scene(), block('s', 'a1'), [[blockDie('player-down'), blockDie('push-back')]]).state;
    expect(s1.decision?.options).toContainEqual(REROLL('savage-blow'));
    const s2 = run(s1, [REROLL('savage-blow')]).state;
    expect(s2.decision?.options).toEqual([choose('dice:1'), choose('dice:2'), choose('dice:1+2')]);
    const { state, events } = run(
      s2,
      [choose('dice:1'), choose('pow'), square(12, 7), DECLINE],
      [blockDie('pow'), twoD6(1, 2)],
    );
    // Only the first die was rolled again; the push-back stands beside the new POW.
    expect(blockRolls(events).at(-1)).toEqual([6, 3]);
    expect(pl(state, 'a1').status).toBe('prone');
    expectUsed(events, 'savage-blow');
  });

  test('both dice at once', () => {
    const { events } = run(
      scene(),
      [...block('s', 'a1'), REROLL('savage-blow'), choose('dice:1+2'), square(12, 7), DECLINE],
      [[blockDie('player-down'), blockDie('both-down')], [blockDie('pow'), blockDie('pow')], twoD6(1, 2)],
    );
    expect(blockRolls(events).at(-1)).toEqual([6, 6]);
  });

  test('once per game: not offered on her next block', () => {
    const { state, events } = run(
      scene(),
      [
        ...block('s', 'a1'),
        REROLL('savage-blow'),
        choose('dice:1+2'),
        square(12, 7),
        DECLINE,
        ...NEXT_HOME_TURN,
        ...block('s', 'a2'),
      ],
      [
        [blockDie('player-down'), blockDie('both-down')],
        [blockDie('pow'), blockDie('pow')],
        twoD6(1, 2),
        [blockDie('player-down'), blockDie('player-down')],
        twoD6(1, 2),
      ],
    );
    // Nothing was offered: the Player Down stood and Anqi went down.
    expect(pl(state, 's').status).toBe('prone');
    expectUsed(events, 'savage-blow', 1);
  });
});

import { describe, expect, test } from 'vitest';
import { act, pl } from '../../__fixtures__/helpers.js';
import { block as blockDie, d6 } from '../../dice/index.js';
import type { GameEvent } from '../../engine/events.js';
import { away, block, expectUsed, run, star, target, turn } from '../__fixtures__/scene.js';

// Grashnak Blackhoof: ST 6, Horns (+1 on a Blitz), Unchannelled Fury (rolled first), Frenzy. a1 at ST 7.
const scene = () => turn([star('s', 10, 7, 'grashnak-blackhoof'), away('a1', 11, 7, { st: 7 })]);
const diceOf = (events: readonly GameEvent[]) =>
  events.filter((e) => e.kind === 'block').map((e) => (e as Extract<GameEvent, { kind: 'block' }>).dice);

describe('Gored by the Bull', () => {
  test('his Blitz block rolls one extra die', () => {
    const { events } = run(
      scene(),
      [act('s', 'blitz'), target('a1'), target('a1')],
      [d6(6), [blockDie('push-back'), blockDie('push-back')]],
    );
    expect(diceOf(events)).toEqual([2]);
    expectUsed(events, 'gored-by-the-bull');
  });

  test('not on a Block Action; once per game', () => {
    // A Block Action: 6 against 7, two dice for a1's coach, and no extra one.
    const plain = run(
      scene(),
      [...block('s', 'a1')],
      [d6(6), [blockDie('push-back'), blockDie('push-back')]],
    );
    expect(diceOf(plain.events)).toEqual([2]);
    expectUsed(plain.events, 'gored-by-the-bull', 0);
    const first = run(
      scene(),
      [act('s', 'blitz'), target('a1'), target('a1')],
      [d6(6), [blockDie('push-back'), blockDie('push-back')]],
    );
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used.filter((k) => k.endsWith('@game'));
    const again = run(later, [act('s', 'blitz'), target('a1'), target('a1')], [d6(6), blockDie('push-back')]);
    expect(diceOf(again.events)).toEqual([1]);
  });
});

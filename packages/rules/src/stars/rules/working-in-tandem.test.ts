import { describe, expect, test } from 'vitest';
import { act, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, d6, twoD6 } from '../../dice/index.js';
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

describe('Working In Tandem', () => {
  // Lucien (ST 3, Block, Mighty Blow) blocks a1 or a2, one die each: at (10,6) Valen Marks both, and
  // each of them Marks Valen, so nobody assists.
  const blockScene = (valenAt: [number, number]) =>
    turn([
      star('lucien', 10, 7, 'lucien-swift'),
      star('valen', valenAt[0], valenAt[1], 'valen-swift'),
      away('a1', 11, 7),
      away('a2', 9, 6),
    ]);

  test('Lucien re-rolls one block die against an opponent Valen also Marks, every time', () => {
    const s0 = blockScene([10, 6]);
    const { state, events } = run(
      s0,
      [...block('lucien', 'a1'), REROLL('working-in-tandem'), square(12, 7), DECLINE, ...NEXT_HOME_TURN],
      [blockDie('player-down'), blockDie('pow'), twoD6(1, 2)],
    );
    expect(pl(state, 'a1').status).toBe('prone');
    expectUsed(events, 'working-in-tandem');
    // a1 is down, so Valen now assists: two dice.
    const again = run(state, block('lucien', 'a2'), [
      [blockDie('player-down'), blockDie('player-down')],
    ]).state;
    expect(again.decision?.options).toContainEqual(REROLL('working-in-tandem'));
  });

  test('no re-roll when Valen does not Mark the target', () => {
    const s0 = turn([
      star('lucien', 10, 7, 'lucien-swift'),
      star('valen', 1, 1, 'valen-swift'),
      away('a1', 11, 7),
    ]);
    const { state } = run(s0, block('lucien', 'a1'), [blockDie('player-down'), twoD6(1, 2)]);
    expect(pl(state, 'lucien').status).toBe('prone');
  });

  test("Valen's pass to Lucien's square has no range modifier; to anyone else it has", () => {
    const scene = () =>
      turn(
        [
          star('valen', 5, 7, 'valen-swift'),
          star('lucien', 12, 7, 'lucien-swift'),
          { id: 'h3', team: 'home', at: [12, 9] },
        ],
        { ball: { carrier: 'valen' } },
      );
    const toLucien = run(scene(), [act('valen', 'pass'), choose('pass'), square(12, 7)], [d6(5), d6(5)]);
    expect(rollsOf(toLucien.events, 'pass')[0]).toMatchObject({ modifiers: [], success: true });
    const toOther = run(scene(), [act('valen', 'pass'), choose('pass'), square(12, 9)], [d6(5), d6(5)]);
    expect(rollsOf(toOther.events, 'pass')[0]?.modifiers).toContainEqual({ value: -2, reason: 'long' });
  });
});

import { describe, expect, test } from 'vitest';
import { act, mv, pl, turnoverOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, d6, d8, twoD6 } from '../../dice/index.js';
import { away, block, DECLINE, expectUsed, REROLL, run, square, star, turn } from '../__fixtures__/scene.js';

// Puggy Baconbreath (AG 3+) picks up the ball at (6,7), or blocks a1 (ST 3).
const pickUp = () => turn([star('p', 5, 7, 'puggy-baconbreath')], { ball: { at: [6, 7] } });

describe('Halfling Luck', () => {
  test('re-roll a failed test', () => {
    const s1 = run(pickUp(), [act('p'), mv(6, 7)], [d6(2)]).state;
    expect(s1.decision?.options).toContainEqual(REROLL('halfling-luck'));
    const { state, events } = run(s1, [REROLL('halfling-luck')], [d6(4)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'p' });
    expectUsed(events, 'halfling-luck');
  });

  test('or one block die', () => {
    const s0 = turn([star('p', 10, 7, 'puggy-baconbreath'), away('a1', 11, 7)]);
    const { state, events } = run(
      s0,
      [...block('p', 'a1'), REROLL('halfling-luck'), square(12, 7), DECLINE],
      [blockDie('player-down'), blockDie('pow'), twoD6(1, 2)],
    );
    expect(pl(state, 'a1').status).toBe('prone');
    expectUsed(events, 'halfling-luck');
  });

  test('once per game', () => {
    const first = run(pickUp(), [act('p'), mv(6, 7), REROLL('halfling-luck')], [d6(2), d6(4)]);
    const later = pickUp();
    pl(later, 'p').used = pl(first.state, 'p').used;
    const { state, events } = run(later, [act('p'), mv(6, 7)], [d6(2), d8(1)]);
    expect(turnoverOf(events)).toBe('failed-pick-up');
    expect(state.ball.kind).toBe('ground');
    expectUsed(events, 'halfling-luck', 0);
  });
});

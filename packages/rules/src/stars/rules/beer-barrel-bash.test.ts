import { describe, expect, test } from 'vitest';
import { act, expectDecision, pl, turnoverOf } from '../../__fixtures__/helpers.js';
import { d6, twoD6 } from '../../dice/index.js';
import { away, expectUsed, NEXT_HOME_TURN, run, star, target, turn } from '../__fixtures__/scene.js';

// Thorsson Stoutmead at (5,7); a1 stands 3 squares away.
const scene = () =>
  turn([star('s', 5, 7, 'thorsson-stoutmead'), { id: 'h2', team: 'home', at: [1, 1] }, away('a1', 8, 7)]);

describe('Beer Barrel Bash', () => {
  test('3+: the opponent is Knocked Down; his activation ends', () => {
    const { state, events } = run(scene(), [act('s', 'move'), target('a1')], [d6(3), twoD6(1, 2)]);
    expect(pl(state, 'a1').status).toBe('prone');
    expect(turnoverOf(events)).toBeNull();
    expectDecision(state, 'activation', 'home');
    expect(pl(state, 's').at).toEqual({ x: 5, y: 7 });
    expectUsed(events, 'beer-barrel-bash');
  });

  test('2: nothing; 1: he Falls Over, a Turnover', () => {
    const two = run(scene(), [act('s', 'move'), target('a1')], [d6(2)]);
    expect(pl(two.state, 'a1').status).toBe('standing');
    expectDecision(two.state, 'activation', 'home');
    const one = run(scene(), [act('s', 'move'), target('a1')], [d6(1), twoD6(1, 2)]);
    expect(pl(one.state, 's').status).toBe('prone');
    expect(turnoverOf(one.events)).toBe('fell-over');
  });

  test('once per drive', () => {
    const { state } = run(
      scene(),
      [act('s', 'move'), target('a1'), ...NEXT_HOME_TURN, act('s', 'move')],
      [d6(2)],
    );
    expectDecision(state, 'move-step', 'home');
  });
});

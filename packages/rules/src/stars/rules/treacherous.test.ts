import { describe, expect, test } from 'vitest';
import { act, expectDecision, pl, turnoverOf } from '../../__fixtures__/helpers.js';
import { twoD6 } from '../../dice/index.js';
import { expectUsed, home, NEXT_HOME_TURN, run, star, target, turn } from '../__fixtures__/scene.js';

// Hakflem at (10,7) next to h2, who holds the ball.
const scene = () =>
  turn([star('s', 10, 7, 'hakflem-skuttlespike'), home('h2', 11, 7)], { ball: { carrier: 'h2' } });

describe('Treacherous', () => {
  test('he takes the ball; the team-mate is Knocked Down, and there is no Turnover', () => {
    const { state, events } = run(scene(), [act('s', 'move'), target('h2')], [twoD6(1, 2)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 's' });
    expect(pl(state, 'h2').status).toBe('prone');
    expect(turnoverOf(events)).toBeNull();
    expectDecision(state, 'move-step', 'home');
    expectUsed(events, 'treacherous');
  });

  test('once per game', () => {
    const first = run(scene(), [act('s', 'move'), target('h2')], [twoD6(1, 2)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    expectDecision(run(later, [act('s', 'move')]).state, 'move-step');
    expect(NEXT_HOME_TURN).toHaveLength(2);
  });
});

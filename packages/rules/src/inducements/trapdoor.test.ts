import { describe, expect, test } from 'vitest';
import { act, at, expectDecision, mv, pl, rollsOf, run, turn, turnoverOf } from '../__fixtures__/helpers.js';
import { d6, d8, twoD6 } from '../dice/index.js';
import { withInducements } from './__fixtures__/match.js';

/** h1 at (5,1) steps onto the trapdoor at (6,1); `side` prays for the trapdoor. */
const scene = (side: 'home' | 'away' | null, ball = false) => {
  const s0 = turn(
    [
      { id: 'h1', team: 'home', at: [5, 1] },
      { id: 'a1', team: 'away', at: [20, 7] },
    ],
    ball ? { ball: { carrier: 'h1' } } : {},
  );
  return withInducements(s0, {}, side ? { [side]: ['treacherous-trapdoor'] } : {});
};

describe('Treacherous Trapdoor (§4.3)', () => {
  test('without the prayer, a trapdoor is an ordinary square', () => {
    const { state } = run(scene(null), [act('h1'), mv(6, 1)]);
    expect(at(state, 'h1')).toEqual([6, 1]);
  });

  test.each(['home', 'away'] as const)('%s prays: 2+ and the player stays on the trapdoor', (side) => {
    const { state, events } = run(scene(side), [act('h1'), mv(6, 1)], [d6(2)]);
    expect(rollsOf(events, 'prayers-to-nuffle')[0]).toMatchObject({ player: 'h1', success: true });
    expect(at(state, 'h1')).toEqual([6, 1]);
    expectDecision(state, 'move-step', 'home');
  });

  test('a 1: it falls through, an injury roll as from the crowd, a Turnover; the ball bounces from the trapdoor', () => {
    const { state, events } = run(scene('away', true), [act('h1'), mv(6, 1)], [d6(1), ...twoD6(3, 4), d8(5)]);
    expect(pl(state, 'h1').box).toBe('reserves');
    expect(events.find((e) => e.kind === 'injury')).toMatchObject({ player: 'h1', crowd: true });
    expect(turnoverOf(events)).toBe('pushed-into-crowd');
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 1 } });
  });
});

import { describe, expect, test } from 'vitest';
import { act, END, END_TURN, pl } from '../../__fixtures__/helpers.js';
import { d6 } from '../../dice/index.js';
import { away, expectUsed, run, star, target, turn } from '../__fixtures__/scene.js';

// Estelle la Veneaux at (5,7); a1 is 5 squares away, a2 6.
const scene = () => turn([star('s', 5, 7, 'estelle-la-veneaux'), away('a1', 10, 7), away('a2', 11, 7)]);
const activates = (options: readonly unknown[] | undefined, id: string) =>
  (options ?? []).some(
    (o) =>
      (o as { type: string; player?: string }).type === 'activate' &&
      (o as { player?: string }).player === id,
  );

describe('Baleful Hex', () => {
  test('2+: the opponent is Distracted and cannot be activated in its next turn', () => {
    const s1 = run(scene(), [act('s', 'move')]).state;
    expect(s1.decision?.options).toEqual([target('a1'), { type: 'decline' }]);
    const { state, events } = run(s1, [target('a1'), END, END_TURN], [d6(2)]);
    expect(pl(state, 'a1').distracted).toBe(true);
    expect(state.turnState?.team).toBe('away');
    expect(activates(state.decision?.options, 'a1')).toBe(false);
    expect(activates(state.decision?.options, 'a2')).toBe(true);
    expectUsed(events, 'baleful-hex');
  });

  test('1: nothing happens, and it is used', () => {
    const { state } = run(scene(), [act('s', 'move'), target('a1'), END, END_TURN], [d6(1)]);
    expect(activates(state.decision?.options, 'a1')).toBe(true);
    expect(run(turn([star('s', 5, 7, 'estelle-la-veneaux')]), [act('s', 'move')]).state.decision?.kind).toBe(
      'move-step',
    );
  });
});

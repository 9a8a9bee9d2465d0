import { describe, expect, test } from 'vitest';
import { act, mv, pl, turnoverOf } from '../../__fixtures__/helpers.js';
import { d6, d8 } from '../../dice/index.js';
import { away, expectUsed, run, star, turn } from '../__fixtures__/scene.js';

// Griff Oberwald (AG 2+) picks up the ball at (6,7); a1 Marks that square: −1.
const scene = () => turn([star('griff', 5, 7, 'griff-oberwald'), away('a1', 7, 7)], { ball: { at: [6, 7] } });

describe('Consummate Professional', () => {
  test('+1 after the roll turns a failed Agility test into a pass', () => {
    const { state, events } = run(scene(), [act('griff'), mv(6, 7)], [d6(2)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'griff' });
    expectUsed(events, 'consummate-professional');
  });

  test('a natural 1 still fails, and the rule is kept', () => {
    const { events } = run(scene(), [act('griff'), mv(6, 7)], [d6(1), d8(1)]);
    expect(turnoverOf(events)).toBe('failed-pick-up');
    expectUsed(events, 'consummate-professional', 0);
  });

  test('once per game', () => {
    const first = run(scene(), [act('griff'), mv(6, 7)], [d6(2)]);
    const later = scene();
    pl(later, 'griff').used = pl(first.state, 'griff').used;
    const { events } = run(later, [act('griff'), mv(6, 7)], [d6(2), d8(1)]);
    expect(turnoverOf(events)).toBe('failed-pick-up');
    expectUsed(events, 'consummate-professional', 0);
  });
});

import { describe, expect, test } from 'vitest';
import { act, expectDecision, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { d6 } from '../../dice/index.js';
import type { GameEvent } from '../../engine/events.js';
import { away, DECLINE, expectUsed, run, square, star, turn, USE } from '../__fixtures__/scene.js';

// Cindy Piewhistle (Bombardier) at (5,7) throws at empty squares: each bomb is accurate and hits nobody.
const scene = () => turn([star('s', 5, 7, 'cindy-piewhistle'), away('a1', 20, 7)]);
const explosions = (events: readonly GameEvent[]) => events.filter((e) => e.kind === 'explosion');
const TWO = [act('s', 'special'), USE, square(8, 7), square(8, 9)];

describe('All You Can Eat', () => {
  test('two bombs in one activation; a D6 of 4+ afterwards and she stays', () => {
    const { state, events } = run(scene(), TWO, [d6(6), d6(6), d6(4)]);
    expect(explosions(events)).toHaveLength(2);
    expect(rollsOf(events, 'star-rule')[0]).toMatchObject({ natural: [4], success: true });
    expect(pl(state, 's').box).toBeNull();
    expectUsed(events, 'all-you-can-eat');
    // Her activation is over.
    expectDecision(state, 'activation', 'home');
  });

  test('a 1–3 after the second bomb sends her off', () => {
    const { state, events } = run(scene(), [...TWO, DECLINE], [d6(6), d6(6), d6(3)]);
    expect(pl(state, 's').box).toBe('sent-off');
    expect(events.some((e) => e.kind === 'turnover')).toBe(true);
  });

  test('declined: one bomb, no roll, and the rule is kept; once per game', () => {
    const one = run(scene(), [act('s', 'special'), DECLINE, square(8, 7)], [d6(6)]);
    expect(explosions(one.events)).toHaveLength(1);
    expect(rollsOf(one.events, 'star-rule')).toHaveLength(0);
    expectUsed(one.events, 'all-you-can-eat', 0);
    const first = run(scene(), TWO, [d6(6), d6(6), d6(4)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used.filter((k) => k.endsWith('@game'));
    // Not offered again: declaring the Special Action goes straight to the bomb's target.
    expectDecision(run(later, [act('s', 'special')]).state, 'pass-target', 'home');
  });
});

import { describe, expect, test } from 'vitest';
import { act, expectDecision, pl } from '../../__fixtures__/helpers.js';
import { d6, twoD6 } from '../../dice/index.js';
import type { GameEvent } from '../../engine/events.js';
import { away, choose, DECLINE, expectUsed, home, run, square, star, turn } from '../__fixtures__/scene.js';

// Bomber Dribblesnot (Bombardier) at (5,7) throws a bomb at (8,7); it is accurate and caught there.
const scene = (catcher = away('a1', 8, 7)) => turn([star('s', 5, 7, 'bomber-dribblesnot'), catcher]);
const THROW = [act('s', 'special'), square(8, 7)];
const EXPLODE = choose('explode');
const explosions = (events: readonly GameEvent[]) => events.filter((e) => e.kind === 'explosion');

describe('Kaboom!', () => {
  test('an opponent catches his bomb: his coach blows it up in its hands', () => {
    const s1 = run(scene(), THROW, [d6(6), d6(6)]).state;
    expectDecision(s1, 'use-skill', 'home');
    expect(s1.decision?.options).toEqual([EXPLODE, DECLINE]);
    const { state, events } = run(s1, [EXPLODE], [...twoD6(1, 1)]);
    expect(explosions(events)[0]).toMatchObject({ at: { x: 8, y: 7 }, hit: ['a1'] });
    expect(pl(state, 'a1').status).toBe('prone');
    expectUsed(events, 'kaboom');
  });

  test('declined: the catcher throws it on, and the rule is kept', () => {
    const { state, events } = run(scene(), [...THROW, DECLINE], [d6(6), d6(6)]);
    expectDecision(state, 'pass-target', 'away');
    expectUsed(events, 'kaboom', 0);
  });

  test('once per game; never for a team-mate who catches it', () => {
    const first = run(scene(), [...THROW, EXPLODE], [d6(6), d6(6), ...twoD6(1, 1)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    expectDecision(run(later, THROW, [d6(6), d6(6)]).state, 'pass-target', 'away');
    const mate = run(scene(home('h2', 8, 7)), THROW, [d6(6), d6(6)]);
    expectDecision(mate.state, 'pass-target', 'home');
    expectUsed(mate.events, 'kaboom', 0);
  });
});

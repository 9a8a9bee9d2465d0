import { describe, expect, test } from 'vitest';
import { act, at, mv, pl } from '../../__fixtures__/helpers.js';
import { d6 } from '../../dice/index.js';
import { away, expectUsed, run, star, turn } from '../__fixtures__/scene.js';

// Jordell (AG 1+) dodges from (5,7), Marked by a1, to (6,8), Marked by a2 and a3: −2, so a 2 fails.
const scene = () =>
  turn([star('j', 5, 7, 'jordell-freshbreeze'), away('a1', 6, 6), away('a2', 7, 9), away('a3', 5, 9)]);

describe('Swift as the Breeze', () => {
  test('a Dodge passes on 2+ whatever the modifiers', () => {
    const { state, events } = run(scene(), [act('j'), mv(6, 8)], [d6(2)]);
    expect(at(state, 'j')).toEqual([6, 8]);
    expect(pl(state, 'j').status).toBe('standing');
    expectUsed(events, 'swift-as-the-breeze');
  });

  test('once per game: the next failed Dodge is offered only his Dodge re-roll', () => {
    const first = run(scene(), [act('j'), mv(6, 8)], [d6(2)]);
    const later = scene();
    pl(later, 'j').used = pl(first.state, 'j').used;
    const { state, events } = run(later, [act('j'), mv(6, 8)], [d6(2)]);
    expect(state.decision?.kind).toBe('reroll');
    expectUsed(events, 'swift-as-the-breeze', 0);
  });
});

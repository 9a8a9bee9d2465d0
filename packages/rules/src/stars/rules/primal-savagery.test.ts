import { describe, expect, test } from 'vitest';
import { act, pl, turnoverOf } from '../../__fixtures__/helpers.js';
import { d6, twoD6 } from '../../dice/index.js';
import { away, expectUsed, home, run, star, turn } from '../__fixtures__/scene.js';

// Glotl Stop (Animal Savagery) between team-mate h2 and opponent a1.
const scene = () => turn([star('s', 10, 7, 'glotl-stop'), home('h2', 9, 7), away('a1', 11, 7)]);

describe('Primal Savagery', () => {
  test('a failed Animal Savagery lashes out at the adjacent opponent instead of the team-mate', () => {
    const { state, events } = run(scene(), [act('s', 'move')], [d6(1), twoD6(1, 2)]);
    expect(pl(state, 'a1').status).toBe('prone');
    expect(pl(state, 'h2').status).toBe('standing');
    expect(turnoverOf(events)).toBeNull();
    expectUsed(events, 'primal-savagery');
  });

  test('once per game: the next failure hits the team-mate', () => {
    const first = run(scene(), [act('s', 'move')], [d6(1), twoD6(1, 2)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    const { state } = run(later, [act('s', 'move')], [d6(1), twoD6(1, 2)]);
    expect(pl(state, 'h2').status).toBe('prone');
    expect(pl(state, 'a1').status).toBe('standing');
  });
});

import { describe, expect, test } from 'vitest';
import { act, END, mv, pl, turnoverOf } from '../../__fixtures__/helpers.js';
import { d6, twoD6 } from '../../dice/index.js';
import { away, expectUsed, run, star, turn } from '../__fixtures__/scene.js';

// Captain Karina von Riesz (Bloodlust 2+) moves next to a1 and fails her Bloodlust roll.
const scene = (a1: Parameters<typeof away>[3] = {}) =>
  turn([star('s', 5, 7, 'captain-karina-von-riesz'), away('a1', 7, 7, a1)]);
const MOVE = [act('s', 'move'), mv(6, 7), END];

describe('Tasty Morsel', () => {
  test('she bites an adjacent opponent of ST 3 or less: an injury roll on it, no Turnover', () => {
    const { state, events } = run(scene(), MOVE, [d6(1), twoD6(4, 4)]);
    expect(pl(state, 'a1').box).toBe('knocked-out');
    expect(turnoverOf(events)).toBeNull();
    expectUsed(events, 'tasty-morsel');
  });

  test('never an opponent of ST 4, nor a Star Player', () => {
    const strong = run(scene({ st: 4 }), MOVE, [d6(1)]);
    expect(turnoverOf(strong.events)).toBe('bloodlust');
    const starred = run(scene({ star: 'rodney-roachbait' }), MOVE, [d6(1)]);
    expect(turnoverOf(starred.events)).toBe('bloodlust');
    expectUsed(starred.events, 'tasty-morsel', 0);
  });

  test('once per game', () => {
    const first = run(scene(), MOVE, [d6(1), twoD6(4, 4)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    expect(turnoverOf(run(later, MOVE, [d6(1)]).events)).toBe('bloodlust');
  });
});

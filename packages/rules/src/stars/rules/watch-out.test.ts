import { describe, expect, test } from 'vitest';
import { END_TURN, pl } from '../../__fixtures__/helpers.js';
import { block as blockDie, d6, twoD6 } from '../../dice/index.js';
import { block, DECLINE, expectUsed, home, run, square, turn } from '../__fixtures__/scene.js';

// h1 blocks Withergrasp Doubledrool (away, ST 3); his Foul Appearance needs a 2+ first.
const scene = (extra = {}) =>
  turn([home('h1', 10, 7), { id: 'w', team: 'away', at: [11, 7], star: 'withergrasp-doubledrool' }], extra);

describe('Watch Out!', () => {
  test('the first block against him in a drive: a Stumble is only a Push Back', () => {
    const { state, events } = run(
      scene(),
      [...block('h1', 'w'), square(12, 7), DECLINE],
      [d6(2), blockDie('stumble')],
    );
    expect(pl(state, 'w').status).toBe('standing');
    expect(pl(state, 'w').at).toEqual({ x: 12, y: 7 });
    expectUsed(events, 'watch-out');
  });

  test('used up for the drive: the next block knocks him down; the next drive it is back', () => {
    const first = run(scene(), [...block('h1', 'w'), square(12, 7), DECLINE], [d6(2), blockDie('push-back')]);
    const later = scene();
    pl(later, 'w').used = pl(first.state, 'w').used;
    const again = run(
      later,
      [...block('h1', 'w'), square(12, 7), DECLINE],
      [d6(2), blockDie('stumble'), twoD6(1, 2)],
    );
    expect(pl(again.state, 'w').status).toBe('prone');
    // The drive ends (the home team's eighth turn of the half): the use is cleared.
    const last = scene({ turn: 8, kickingTeam: 'home' });
    pl(last, 'w').used = pl(first.state, 'w').used;
    const { state } = run(last, [END_TURN]);
    expect(pl(state, 'w').used.some((k) => k.startsWith('star:'))).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import { pl, rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import { away, block, expectUsed, run, star, turn } from '../__fixtures__/scene.js';

// Josef Bugman (AV 9) blocks and rolls Player Down: the armour roll is made against him.
const scene = () =>
  turn([star('s', 10, 7, 'josef-bugman'), away('a1', 11, 7)], { teams: { home: {}, away: {} } });

describe('Dwarfen Grit', () => {
  test('an armour roll that breaks his armour is rolled again; the second result stands', () => {
    const { state, events } = run(scene(), block('s', 'a1'), [
      blockDie('player-down'),
      twoD6(5, 5),
      twoD6(1, 2),
    ]);
    expect(rollsOf(events, 'armour').map((r) => [r.player, r.success, r.rerolled])).toEqual([
      ['s', true, false],
      ['s', false, true],
    ]);
    expect(pl(state, 's').status).toBe('prone');
    expectUsed(events, 'dwarfen-grit');
  });

  test('once per game: the next break stands', () => {
    const first = run(scene(), block('s', 'a1'), [blockDie('player-down'), twoD6(5, 5), twoD6(1, 2)]);
    // A later block in the same game: a fresh scene carrying Bugman's recorded uses.
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    const { events } = run(later, block('s', 'a1'), [blockDie('player-down'), twoD6(5, 5), twoD6(1, 2)]);
    expect(rollsOf(events, 'armour')).toHaveLength(1);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ success: true, rerolled: false });
    expectUsed(events, 'dwarfen-grit', 0);
  });
});

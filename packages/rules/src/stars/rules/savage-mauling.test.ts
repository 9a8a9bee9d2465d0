import { describe, expect, test } from 'vitest';
import { pl, rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, twoD6 } from '../../dice/index.js';
import { blockScene, expectUsed, POW_FRENZY, run } from '../__fixtures__/scene.js';

// Wilhelm Chaney: ST 4, Claws, Frenzy (follows up), no Mighty Blow.
describe('Savage Mauling', () => {
  test('an injury roll short of a Casualty is rolled again', () => {
    const { state, events } = run(blockScene('wilhelm-chaney', 4), POW_FRENZY, [
      blockDie('pow'),
      twoD6(5, 5),
      twoD6(1, 2),
      twoD6(4, 5),
    ]);
    expect(rollsOf(events, 'injury').map((r) => [r.total, r.rerolled])).toEqual([
      [3, false],
      [9, true],
    ]);
    expect(pl(state, 'a1').box).toBe('knocked-out');
    expectUsed(events, 'savage-mauling');
  });

  test('kept for later when the roll is already a Casualty', () => {
    const { events } = run(blockScene('wilhelm-chaney', 4), POW_FRENZY, [
      blockDie('pow'),
      twoD6(5, 5),
      twoD6(6, 6),
      { kind: 'D16', value: 1 },
    ]);
    expect(rollsOf(events, 'injury')).toHaveLength(1);
    expectUsed(events, 'savage-mauling', 0);
  });
});

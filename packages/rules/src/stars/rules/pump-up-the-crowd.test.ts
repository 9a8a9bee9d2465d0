import { describe, expect, test } from 'vitest';
import { pl } from '../../__fixtures__/helpers.js';
import { block as blockDie, d16, twoD6 } from '../../dice/index.js';
import { blockScene, expectUsed, POW_BLOCK, run } from '../__fixtures__/scene.js';

// Skrorg Snowpelt: ST 5, Claws, Mighty Blow.
describe('Pump Up the Crowd', () => {
  test('a Casualty from his block gives his team a re-roll for the rest of the drive', () => {
    const { state, events } = run(blockScene('skrorg-snowpelt', 5), POW_BLOCK, [
      blockDie('pow'),
      twoD6(5, 5),
      twoD6(5, 5),
      d16(1),
    ]);
    expect(state.teams.home.driveRerolls).toBe(1);
    expectUsed(events, 'pump-up-the-crowd');
  });

  test('nothing for a Knocked Out opponent; once per game', () => {
    const ko = run(blockScene('skrorg-snowpelt', 5), POW_BLOCK, [blockDie('pow'), twoD6(5, 5), twoD6(3, 4)]);
    expect(ko.state.teams.home.driveRerolls).toBe(0);
    expectUsed(ko.events, 'pump-up-the-crowd', 0);
    const first = run(blockScene('skrorg-snowpelt', 5), POW_BLOCK, [
      blockDie('pow'),
      twoD6(5, 5),
      twoD6(5, 5),
      d16(1),
    ]);
    const later = blockScene('skrorg-snowpelt', 5);
    pl(later, 's').used = pl(first.state, 's').used;
    const again = run(later, POW_BLOCK, [blockDie('pow'), twoD6(5, 5), twoD6(5, 5), d16(1)]);
    expect(again.state.teams.home.driveRerolls).toBe(0);
  });
});

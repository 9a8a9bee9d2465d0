import { describe, expect, test } from 'vitest';
import { act, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { d6, twoD6 } from '../../dice/index.js';
import { away, expectUsed, run, star, target, turn } from '../__fixtures__/scene.js';

// Helmut Wulf (Chainsaw, Pro) saws a1 (AV 9): 2D6 + 3.
const scene = () => turn([star('s', 10, 7, 'helmut-wulf'), away('a1', 11, 7)]);
const SAW = [act('s', 'special'), target('a1')];

describe('Old Pro', () => {
  test('his Pro (3+) re-rolls the lower die of an armour roll of his that held', () => {
    const { events } = run(scene(), SAW, [d6(2), twoD6(1, 4), d6(3), d6(5), twoD6(1, 2)]);
    const armour = rollsOf(events, 'armour');
    expect(armour.map((r) => [r.natural, r.success])).toEqual([
      [[1, 4], false],
      [[5, 4], true],
    ]);
    expectUsed(events, 'old-pro');
  });

  test('a failed Pro roll wastes it; once per game', () => {
    const failed = run(scene(), SAW, [d6(2), twoD6(1, 4), d6(2)]);
    expect(rollsOf(failed.events, 'armour')).toHaveLength(1);
    expectUsed(failed.events, 'old-pro');
    const later = scene();
    pl(later, 's').used = pl(failed.state, 's').used.filter((k) => k.endsWith('@game'));
    const again = run(later, SAW, [d6(2), twoD6(1, 4)]);
    expect(rollsOf(again.events, 'armour')).toHaveLength(1);
    expectUsed(again.events, 'old-pro', 0);
  });
});

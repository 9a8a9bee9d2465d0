import { describe, expect, test } from 'vitest';
import { act, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { d6, twoD6 } from '../../dice/index.js';
import { away, expectUsed, run, star, target, turn } from '../__fixtures__/scene.js';

// Bryce 'The Slice' Cambuel (Chainsaw) next to a1 (AV 10): a Chainsaw Attack in place of a block.
const scene = () => turn([star('s', 10, 7, 'bryce-the-slice-cambuel'), away('a1', 11, 7, { av: 10 })]);
const SAW = { type: 'use-skill', skill: 'chainsaw' } as const;

describe('Ghostly Flames', () => {
  test('in a Blitz his Chainsaw adds +4 to the armour roll: 6 + 4 breaks AV 10', () => {
    const { events } = run(
      scene(),
      [act('s', 'blitz'), target('a1'), SAW],
      [d6(2), twoD6(3, 3), twoD6(1, 2)],
    );
    expect(rollsOf(events, 'armour')[0]).toMatchObject({
      total: 10,
      success: true,
      modifiers: [
        { value: 3, reason: 'chainsaw' },
        { value: 1, reason: 'ghostly-flames' },
      ],
    });
    expectUsed(events, 'ghostly-flames');
  });

  test('not outside a Blitz; once per half', () => {
    const plain = run(scene(), [act('s', 'special'), target('a1')], [d6(2), twoD6(3, 3)]);
    expect(rollsOf(plain.events, 'armour')[0]).toMatchObject({ total: 9, success: false });
    const first = run(scene(), [act('s', 'blitz'), target('a1'), SAW], [d6(2), twoD6(3, 3), twoD6(1, 2)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    const again = run(later, [act('s', 'blitz'), target('a1'), SAW], [d6(2), twoD6(3, 3)]);
    expect(rollsOf(again.events, 'armour')[0]).toMatchObject({ total: 9, success: false });
  });
});

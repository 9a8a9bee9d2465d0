import { describe, expect, test } from 'vitest';
import { act, rollsOf } from '../../__fixtures__/helpers.js';
import { d6, twoD6 } from '../../dice/index.js';
import { away, DECLINE, expectUsed, NEXT_HOME_TURN, run, star, target, turn } from '../__fixtures__/scene.js';

// Max Spleenripper (Chainsaw) between a1 and a2.
const scene = () => turn([star('s', 10, 7, 'max-spleenripper'), away('a1', 11, 7), away('a2', 9, 7)]);
const SAW = [act('s', 'special'), target('a1')];

describe('Maximum Carnage', () => {
  test('right after his Chainsaw Attack he may make another against a different opponent', () => {
    const s1 = run(scene(), SAW, [d6(2), twoD6(1, 2)]).state;
    expect(s1.decision?.options).toEqual([target('a2'), DECLINE]);
    const { events } = run(s1, [target('a2')], [d6(2), twoD6(1, 2)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ player: 'a2' });
    expectUsed(events, 'maximum-carnage');
  });

  test('declined, it is kept; used, it is gone for the game', () => {
    const kept = run(scene(), [...SAW, DECLINE], [d6(2), twoD6(1, 2)]);
    expectUsed(kept.events, 'maximum-carnage', 0);
    const { state } = run(
      scene(),
      [...SAW, target('a2'), ...NEXT_HOME_TURN, ...SAW],
      [d6(2), twoD6(1, 2), d6(2), twoD6(1, 2), d6(2), twoD6(1, 2)],
    );
    expect(state.decision?.options ?? []).not.toContainEqual(target('a2'));
  });
});

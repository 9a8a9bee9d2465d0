import { describe, expect, test } from 'vitest';
import { act, at, rollsOf } from '../../__fixtures__/helpers.js';
import { d6 } from '../../dice/index.js';
import {
  choose,
  expectUsed,
  NEXT_HOME_TURN,
  NO_REROLL,
  REROLL,
  run,
  star,
  turn,
} from '../__fixtures__/scene.js';

// Fungus the Loon (MA 4, Ball & Chain) at (10,7); the template faces the away End Zone.
const scene = () => turn([star('s', 10, 7, 'fungus-the-loon')]);
const AWAY = choose('away-end-zone');
const GO = act('s', 'special');

describe('Whirling Dervish', () => {
  test('the direction D6 may be re-rolled before he moves', () => {
    const s1 = run(scene(), [GO, AWAY], [d6(1)]).state;
    // Not moved yet: his coach sees where the template sends him.
    expect(at(s1, 's')).toEqual([10, 7]);
    expect(s1.decision?.options).toEqual([REROLL('whirling-dervish'), NO_REROLL]);
    const { state, events } = run(s1, [REROLL('whirling-dervish')], [d6(4)]);
    expect(at(state, 's')).toEqual([11, 7]);
    expect(rollsOf(events, 'ball-and-chain')[0]).toMatchObject({ natural: [4], rerolled: true });
    expectUsed(events, 'whirling-dervish');
  });

  test('keeping the roll moves him where it said, and keeps the re-roll', () => {
    const { state, events } = run(scene(), [GO, AWAY, NO_REROLL, AWAY], [d6(1), d6(6)]);
    expect(state.decision?.options).toContainEqual(REROLL('whirling-dervish'));
    expect(at(state, 's')).toEqual([11, 6]);
    expectUsed(events, 'whirling-dervish', 0);
  });

  test('once per activation: not again this activation, again in the next', () => {
    const { state, events } = run(
      scene(),
      [GO, AWAY, REROLL('whirling-dervish'), AWAY, AWAY, AWAY],
      [d6(1), d6(4), d6(3), d6(3), d6(3)],
    );
    // Four squares straight on, one re-roll among them.
    expect(at(state, 's')).toEqual([14, 7]);
    expectUsed(events, 'whirling-dervish', 1);
    const next = run(state, [{ type: 'end-activation' }, ...NEXT_HOME_TURN, GO, AWAY], [d6(3)]).state;
    expect(next.decision?.options).toContainEqual(REROLL('whirling-dervish'));
  });
});

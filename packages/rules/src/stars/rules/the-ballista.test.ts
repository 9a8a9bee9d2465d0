import { describe, expect, test } from 'vitest';
import { act, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { d6, d8 } from '../../dice/index.js';
import { expectUsed, home, REROLL, run, square, star, target, turn } from '../__fixtures__/scene.js';

// Morg 'n' Thorg (PA 4+, Throw Team-mate, Bullseye) throws h2 (Right Stuff) to (8,7).
const scene = () => turn([star('morg', 5, 7, 'morg-n-thorg'), home('h2', 6, 7, { skills: ['Right Stuff'] })]);
const THROW = [act('morg', 'throw-team-mate'), target('h2'), square(8, 7)];

describe('The Ballista', () => {
  test('a failed Throw Team-mate PA test may be re-rolled', () => {
    const s1 = run(scene(), THROW, [d6(2)]).state;
    expect(s1.decision?.options).toContainEqual(REROLL('the-ballista'));
    const { state, events } = run(s1, [REROLL('the-ballista')], [d6(6), d6(4)]);
    expect(rollsOf(events, 'throw-team-mate')[0]).toMatchObject({ rerolled: true, success: true });
    expect(pl(state, 'h2').at).toEqual({ x: 8, y: 7 });
    expectUsed(events, 'the-ballista');
  });

  test('once per game', () => {
    const first = run(scene(), [...THROW, REROLL('the-ballista')], [d6(2), d6(6), d6(4)]);
    const later = scene();
    pl(later, 'morg').used = pl(first.state, 'morg').used;
    // No re-roll is offered: the inaccurate throw scatters three times and h2 lands.
    const { events } = run(later, THROW, [d6(2), d8(2), d8(2), d8(2), d6(6)]);
    expect(rollsOf(events, 'throw-team-mate')).toHaveLength(1);
    expectUsed(events, 'the-ballista', 0);
  });
});

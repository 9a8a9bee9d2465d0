import { describe, expect, test } from 'vitest';
import { act } from '../../__fixtures__/helpers.js';
import { twoD6 } from '../../dice/index.js';
import { away, expectUsed, home, run, star, target, turn } from '../__fixtures__/scene.js';

// The Black Gobbo and h2 both stand next to a1, who is Prone.
const scene = (extra = {}) =>
  turn(
    [star('g', 10, 7, 'the-black-gobbo'), home('h2', 12, 7), away('a1', 11, 7, { status: 'prone' })],
    extra,
  );
const canFoul = (s: ReturnType<typeof scene>, id: string) =>
  (s.decision?.options ?? []).some((o) => o.type === 'activate' && o.player === id && o.action === 'foul');

describe('Sneakiest of the Lot', () => {
  test("his Foul does not use up the team's: another player may still Foul", () => {
    const { state, events } = run(scene(), [act('g', 'foul'), target('a1')], [twoD6(1, 2)]);
    expect(state.turnState?.declared).not.toContain('foul');
    expect(canFoul(state, 'h2')).toBe(true);
    expectUsed(events, 'sneakiest-of-the-lot', 0);
  });

  test("after another player's Foul he may still Foul; that player's Foul is the team's one", () => {
    const s0 = scene({ declared: ['foul'] });
    expect(canFoul(s0, 'g')).toBe(true);
    expect(canFoul(s0, 'h2')).toBe(false);
  });
});

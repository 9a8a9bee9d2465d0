import { describe, expect, test } from 'vitest';
import { act, END, END_TURN, expectDecision, pl } from '../../__fixtures__/helpers.js';
import { choose, expectUsed, home, run, star, target, turn } from '../__fixtures__/scene.js';

// Grombrindal at (5,7); h2 two squares away, h3 three.
const scene = () => turn([star('s', 5, 7, 'grombrindal'), home('h2', 7, 7), home('h3', 8, 7)]);
const has = (s: ReturnType<typeof scene>, id: string, skill: string) =>
  pl(s, id).skills.some((k) => k.id === skill);

describe('Wisdom of the White Dwarf', () => {
  test('a team-mate within 2 squares gains the chosen skill until the end of the turn', () => {
    const s1 = run(scene(), [act('s', 'move')]).state;
    expect(s1.decision?.options).toEqual([target('h2'), { type: 'decline' }]);
    const s2 = run(s1, [target('h2')]).state;
    expect(s2.decision?.options).toEqual([
      choose('break-tackle'),
      choose('dauntless'),
      choose('mighty-blow'),
      choose('sure-feet'),
      { type: 'decline' },
    ]);
    const { state, events } = run(s2, [choose('mighty-blow')]);
    expect(has(state, 'h2', 'mighty-blow')).toBe(true);
    expectDecision(state, 'move-step', 'home');
    expectUsed(events, 'wisdom-of-the-white-dwarf');
    const after = run(state, [END, END_TURN]).state;
    expect(after.turnState?.team).toBe('away');
    expect(has(after, 'h2', 'mighty-blow')).toBe(false);
  });

  test('once per game', () => {
    const first = run(scene(), [act('s', 'move'), target('h2'), choose('dauntless')]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    expectDecision(run(later, [act('s', 'move')]).state, 'move-step');
  });
});

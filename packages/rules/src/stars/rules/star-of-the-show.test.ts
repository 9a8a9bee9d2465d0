import { describe, expect, test } from 'vitest';
import { act, mv, pl } from '../../__fixtures__/helpers.js';
import { expectUsed, run, star, turn } from '../__fixtures__/scene.js';

// Count Luthor holds the ball one step from the end zone (x 25).
const scene = () => turn([star('s', 24, 7, 'count-luthor-von-drakenborg')], { ball: { carrier: 's' } });

describe('Star of the Show', () => {
  test('his touchdown gives his team a team re-roll for the next drive', () => {
    const { state, events } = run(scene(), [act('s', 'move'), mv(25, 7)]);
    expect(state.teams.home.score).toBe(1);
    expect(state.teams.home.driveRerolls).toBe(1);
    expectUsed(events, 'star-of-the-show');
  });

  test('once per game', () => {
    const first = run(scene(), [act('s', 'move'), mv(25, 7)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    const { state } = run(later, [act('s', 'move'), mv(25, 7)]);
    expect(state.teams.home.driveRerolls).toBe(0);
  });
});

import { describe, expect, test } from 'vitest';
import { END_TURN, pl } from '../../__fixtures__/helpers.js';
import { expectUsed, home, run, star, turn } from '../__fixtures__/scene.js';

// The home team's eighth turn of the first half ends the drive: Secret Weapons that played are sent off.
const lastTurn = () =>
  turn([star('kreek', 5, 7, 'kreek-rustgouger'), home('h2', 1, 1)], { turn: 8, kickingTeam: 'home' });

describe("I'll Be Back!", () => {
  test('the first time he would be sent off for Secret Weapon, he stays', () => {
    const { state, events } = run(lastTurn(), [END_TURN]);
    expect(pl(state, 'kreek').box).toBe('reserves');
    expectUsed(events, 'ill-be-back');
  });

  test('once per game: the next drive he played in, he is sent off', () => {
    const first = run(lastTurn(), [END_TURN]);
    const later = lastTurn();
    pl(later, 'kreek').used = pl(first.state, 'kreek').used;
    const { state, events } = run(later, [END_TURN]);
    expect(pl(state, 'kreek').box).toBe('sent-off');
    expectUsed(events, 'ill-be-back', 0);
  });
});

import { expect, test } from 'vitest';
import { d6 } from '../dice/scripted.js';
import { eventsOf, placedGame, play, weaponIndex } from '../test-support/game.js';

test('smoke: a Yeoman shoots a Heretic Trooper in the open', () => {
  const s = placedGame([
    { seat: 'a', type: 'yeoman', at: { x: 10, y: 10 } },
    { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 20 } },
  ]);
  const rifle = weaponIndex(s, 'a1', 'bolt-action-rifle');
  const { events, state } = play(
    s,
    [
      ['a', { type: 'activate', model: 'a1' }],
      ['a', { type: 'shoot', model: 'a1', weapon: rifle, targets: ['b1'] }],
    ],
    [d6(4, 4), d6(4, 3)],
  );
  expect(eventsOf(events, 'action-roll')[0]!.result).toBe('success');
  expect(eventsOf(events, 'injury-roll')[0]!.result).toBe('down');
  expect(state.models.b1!.status).toBe('down');
  expect(state.models.b1!.bloodMarkers).toBe(1);
});

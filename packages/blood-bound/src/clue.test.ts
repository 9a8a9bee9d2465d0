import { describe, expect, test } from 'vitest';
import { eventsFor } from './events.js';
import { table } from './test-support/table.js';
import { viewFor } from './view.js';

// ann bob cat dan eve fay, clockwise: ann's left is bob; ann's right is fay.
const CARDS = [
  'phoenix-1',
  'gargoyle-2',
  'phoenix-3',
  'gargoyle-4',
  'inquisitor-phoenix',
  'gargoyle-9',
  'phoenix-8',
] as const;

describe('clue rule: each player shows their clue to the left, so sees the clue of the player on their right (seed [게임준비] 5)', () => {
  test('each seat is shown exactly one clue: its right neighbour’s', () => {
    const { state, events } = table(CARDS);
    const clues = events.filter((e) => e.type === 'clue-shown');
    expect(clues).toEqual([
      { type: 'clue-shown', for: 'bob', from: 'ann', clue: 'phoenix' },
      { type: 'clue-shown', for: 'cat', from: 'bob', clue: 'gargoyle' },
      // The Harlequin's clue shows the rival clan (reference §2).
      { type: 'clue-shown', for: 'dan', from: 'cat', clue: 'gargoyle' },
      { type: 'clue-shown', for: 'eve', from: 'dan', clue: 'gargoyle' },
      // The Inquisitor shows the clan printed on his card, though he belongs to neither.
      { type: 'clue-shown', for: 'fay', from: 'eve', clue: 'phoenix' },
      { type: 'clue-shown', for: 'gus', from: 'fay', clue: 'gargoyle' },
      { type: 'clue-shown', for: 'ann', from: 'gus', clue: 'phoenix' },
    ]);
    expect(viewFor(state, 'ann').you?.rightNeighbour).toEqual({ seat: 'gus', clue: 'phoenix' });
    expect(viewFor(state, 'dan').you?.rightNeighbour).toEqual({ seat: 'cat', clue: 'gargoyle' });
  });

  test('a seat receives its own card and its neighbour’s clue, nobody else’s', () => {
    const { events } = table(CARDS);
    expect(eventsFor(events, 'dan').filter((e) => 'for' in e)).toEqual([
      { type: 'card-dealt', for: 'dan', card: 'gargoyle-4' },
      { type: 'clue-shown', for: 'dan', from: 'cat', clue: 'gargoyle' },
    ]);
    expect(eventsFor(events, 'spectator').filter((e) => 'for' in e)).toEqual([]);
  });

  test('the view holds the seat’s own card and the clue it was shown, for that seat only', () => {
    const { state } = table(CARDS);
    const you = viewFor(state, 'cat').you;
    expect(you?.card).toMatchObject({
      id: 'phoenix-3',
      character: 'harlequin',
      faction: 'phoenix',
      clue: 'gargoyle',
    });
    expect(you?.rightNeighbour).toEqual({ seat: 'bob', clue: 'gargoyle' });
    expect(viewFor(state, 'spectator').you).toBeNull();
  });
});

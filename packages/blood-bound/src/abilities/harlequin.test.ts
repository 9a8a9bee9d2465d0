import { describe, expect, test } from 'vitest';
import { eventsFor } from '../events.js';
import { legalCommands } from '../legal.js';
import { Game } from '../test-support/table.js';
import { viewFor } from '../view.js';

// cat is the Phoenix Harlequin.
const SIX = ['phoenix-1', 'gargoyle-8', 'phoenix-3', 'gargoyle-1', 'phoenix-9', 'gargoyle-6'] as const;

describe('Harlequin’s secret look (rank 3; reference §6)', () => {
  function looked() {
    return Game.of(SIX, 1)
      .wound('bob', 'cat', 'rank')
      .do('cat', { type: 'look', at: ['fay', 'bob'] });
  }

  test('he may look at any two other players: every pair is offered', () => {
    const g = Game.of(SIX, 1).wound('bob', 'cat', 'rank');
    expect(legalCommands(g.state, 'cat')).toHaveLength(10 + 1); // C(5,2) pairs, or decline
  });

  test('the table sees whose cards he looked at; only the Harlequin sees the cards', () => {
    const g = looked();
    const publicPart = { type: 'ability-used', seat: 'cat', ability: 'harlequin', targets: ['bob', 'fay'] };
    expect(eventsFor(g.last, 'cat')).toEqual([
      publicPart,
      { type: 'card-seen', for: 'cat', seat: 'bob', card: 'gargoyle-8' },
      { type: 'card-seen', for: 'cat', seat: 'fay', card: 'gargoyle-6' },
      { type: 'turn-began', turn: 2, seat: 'cat' },
    ]);
    for (const other of ['ann', 'bob', 'fay', 'spectator']) {
      expect(eventsFor(g.last, other)).toEqual([publicPart, { type: 'turn-began', turn: 2, seat: 'cat' }]);
    }
  });

  test('what he saw stays in his view, and only his', () => {
    const g = looked().pass('cat', 'ann');
    expect(viewFor(g.state, 'cat').you?.sightings.map((x) => [x.seat, x.card.id])).toEqual([
      ['bob', 'gargoyle-8'],
      ['fay', 'gargoyle-6'],
    ]);
    expect(viewFor(g.state, 'bob').you?.sightings).toEqual([]);
    expect(viewFor(g.state, 'fay').you?.sightings).toEqual([]);
  });

  test('two different players, neither himself', () => {
    const g = Game.of(SIX, 1).wound('bob', 'cat', 'rank');
    g.refuses('cat', { type: 'look', at: ['bob', 'bob'] }, 'same-seat-twice');
    g.refuses('cat', { type: 'look', at: ['cat', 'bob'] }, 'cannot-target-yourself');
    g.refuses('cat', { type: 'look', at: ['bob'] }, 'malformed-command', /exactly two/);
  });
});

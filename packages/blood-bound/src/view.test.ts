import { describe, expect, test } from 'vitest';
import { eventsFor } from './events.js';
import { Game } from './test-support/table.js';
import { viewFor } from './view.js';

// 7 players: gus the Inquisitor (Phoenix clue); cat the Phoenix Guardian.
const SEVEN = [
  'phoenix-1',
  'gargoyle-1',
  'phoenix-6',
  'gargoyle-2',
  'phoenix-9',
  'gargoyle-9',
  'inquisitor-phoenix',
] as const;

describe('views per recipient', () => {
  test('a player sees their own card; a spectator sees no card at all', () => {
    const g = Game.of(SEVEN);
    expect(viewFor(g.state, 'gus').you?.card).toMatchObject({
      id: 'inquisitor-phoenix',
      faction: 'secret-order',
    });
    expect(viewFor(g.state, 'spectator').you).toBeNull();
    expect(JSON.stringify(viewFor(g.state, 'spectator'))).not.toMatch(/phoenix-\d|gargoyle-\d|inquisitor-/);
  });

  test('tokens, revealed ranks and ability cards are public to everyone alike', () => {
    const g = Game.of(SEVEN).wound('ann', 'cat', 'rank').do('cat', { type: 'shield', to: 'eve' });
    const seatsOf = (r: string) => viewFor(g.state, r).seats;
    expect(seatsOf('spectator')[2]).toEqual({
      seat: 'cat',
      tokens: ['rank'],
      wounds: 1,
      revealedRank: 6,
      character: 'guardian',
      cards: [{ kind: 'sword', colour: 'purple' }],
      hasDagger: true,
      mayIntervene: false,
    });
    expect(seatsOf('spectator')[4]?.cards).toEqual([{ kind: 'shield', colour: 'purple' }]);
    expect(seatsOf('bob')).toEqual(seatsOf('spectator'));
    expect(viewFor(g.state, 'spectator').supply.shields).toEqual({ purple: 1, gold: 2 });
  });

  test('Curse cards lie face down for everyone, the holder included, until the end; then all is revealed', () => {
    const g = Game.of(SEVEN, 6).pass('gus', 'ann').wound('ann', 'gus', 'rank');
    g.do('gus', { type: 'curse', trueCurse: 'bob', falseCurses: ['ann'] });
    for (const r of ['ann', 'bob', 'cat', 'spectator']) {
      const v = viewFor(g.state, r);
      expect(v.seats[1]?.cards).toEqual([{ kind: 'curse' }]);
      expect(JSON.stringify(v)).not.toMatch(/true-curse|false-curse/);
    }
    // Capture bob (the Gargoyle leader): the end reveals every card and Curse to everyone.
    g.woundRepeatedly('ann', 'bob', ['gargoyle', 'gargoyle', 'rank']);
    if (g.state.dagger !== 'ann') g.pass(g.state.dagger, 'ann');
    g.attack('ann', 'bob').nobodyIntervenes();
    const end = viewFor(g.state, 'spectator');
    expect(end.outcome?.curses).toEqual([
      { seat: 'ann', face: 'false-curse' },
      { seat: 'bob', face: 'true-curse' },
    ]);
    expect(end.outcome?.cards.gus).toBe('inquisitor-phoenix');
    expect(end.decision).toBeNull();
    expect(end.waitingFor).toEqual([]);
  });

  test('options appear only in the view of a seat that must act', () => {
    const g = Game.of(SEVEN).attack('ann', 'bob');
    expect(viewFor(g.state, 'ann').you?.options).toEqual([]);
    expect(viewFor(g.state, 'cat').you?.options).toEqual([
      { type: 'offer-intervention' },
      { type: 'decline-intervention' },
    ]);
    expect(viewFor(g.state, 'spectator').decision).toMatchObject({
      kind: 'intervention',
      attacker: 'ann',
      target: 'bob',
    });
  });

  test('after the end, eventsFor(…, { ended: true }) hands every event to anyone (replays show all)', () => {
    const g = Game.of(SEVEN);
    const privateOnes = g.events.filter((e) => 'for' in e);
    expect(eventsFor(g.events, 'spectator')).toHaveLength(g.events.length - privateOnes.length);
    expect(eventsFor(g.events, 'spectator', { ended: true })).toEqual(g.events);
  });
});

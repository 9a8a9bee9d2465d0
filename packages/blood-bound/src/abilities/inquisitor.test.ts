import { describe, expect, test } from 'vitest';
import { eventsFor } from '../events.js';
import { legalCommands } from '../legal.js';
import { Game } from '../test-support/table.js';
import { viewFor } from '../view.js';

// 9 players, 3 Curses (1 True + 2 False). gus is the Inquisitor.
const NINE = [
  'phoenix-1',
  'gargoyle-1',
  'phoenix-4',
  'gargoyle-4',
  'phoenix-6',
  'gargoyle-6',
  'inquisitor-gargoyle',
  'phoenix-9',
  'gargoyle-9',
] as const;

function gusRevealed() {
  return Game.of(NINE).wound('ann', 'gus', 'rank');
}

describe('the Inquisitor deals the Curses face down (seed [탐문자의 능력])', () => {
  test('every Curse goes to a different player, himself allowed (house rule): 9 × C(8,2) ways, or decline', () => {
    const g = gusRevealed();
    expect(g.player('gus').revealedRank).toBe('fleur-cross');
    expect(legalCommands(g.state, 'gus')).toHaveLength(9 * 28 + 1);
    expect(legalCommands(g.state, 'gus')).toContainEqual({
      type: 'curse',
      trueCurse: 'gus',
      falseCurses: ['ann', 'bob'],
    });
  });

  test('the table sees who holds a face-down Curse; only the Inquisitor knows which is true', () => {
    const g = gusRevealed().do('gus', { type: 'curse', trueCurse: 'hal', falseCurses: ['bob', 'ann'] });
    expect(g.state.supply.curses).toBe(0);
    const publicEvents = eventsFor(g.last, 'hal');
    expect(publicEvents[0]).toEqual({
      type: 'ability-used',
      seat: 'gus',
      ability: 'inquisitor',
      targets: ['ann', 'bob', 'hal'],
    });
    expect(publicEvents.filter((e) => e.type === 'card-placed').map((e) => e.to)).toEqual([
      'ann',
      'bob',
      'hal',
    ]);
    expect(JSON.stringify(publicEvents)).not.toMatch(/true-curse|false-curse/);
    expect(eventsFor(g.last, 'gus')).toContainEqual({
      type: 'curses-dealt',
      for: 'gus',
      curses: [
        { seat: 'ann', face: 'false-curse' },
        { seat: 'bob', face: 'false-curse' },
        { seat: 'hal', face: 'true-curse' },
      ],
    });
    // The holder sees only the back of the card, like everyone else.
    expect(viewFor(g.state, 'hal').seats[7]?.cards).toEqual([{ kind: 'curse' }]);
    expect(viewFor(g.state, 'hal').you?.cursesDealt).toEqual([]);
    expect(viewFor(g.state, 'gus').you?.cursesDealt).toContainEqual({ seat: 'hal', face: 'true-curse' });
  });

  test('the same player twice, or too few Curses, is refused', () => {
    const g = gusRevealed();
    g.refuses('gus', { type: 'curse', trueCurse: 'ann', falseCurses: ['ann', 'bob'] }, 'same-seat-twice');
    g.refuses(
      'gus',
      { type: 'curse', trueCurse: 'ann', falseCurses: ['bob'] },
      'illegal-choice',
      /deal all 3 Curse cards/,
    );
    g.refuses('gus', { type: 'curse', trueCurse: 'zed', falseCurses: ['ann', 'bob'] }, 'unknown-target');
  });

  test('once dealt, the Curses are gone: revealing the fleur-cross again deals nothing', () => {
    const g = gusRevealed().do('gus', { type: 'decline-ability' });
    expect(g.state.supply.curses).toBe(3); // declined: the Curses stay in the supply
    const dealt = gusRevealed().do('gus', { type: 'curse', trueCurse: 'hal', falseCurses: ['bob', 'ann'] });
    dealt.state.players[6]!.tokens = []; // as if healed
    dealt.pass('gus', 'ann').wound('ann', 'gus', 'rank');
    expect(dealt.last).toContainEqual({ type: 'ability-unusable', seat: 'gus', ability: 'inquisitor' });
  });
});

import { describe, expect, test } from 'vitest';
import { leaderOf } from '../leader.js';
import { legalCommands } from '../legal.js';
import { Game } from '../test-support/table.js';

// Phoenix: ann 1 Elder, cat 2 Assassin, eve 8 Mage. Gargoyle: bob 3, dan 5, fay 9.
const SIX = ['phoenix-1', 'gargoyle-3', 'phoenix-2', 'gargoyle-5', 'phoenix-8', 'gargoyle-9'] as const;

describe('Elder’s Quill (rank 1; reference §6)', () => {
  test('the Elder takes the Quill face up; his clan’s leader becomes its highest rank in the game', () => {
    const g = Game.of(SIX, 1).wound('bob', 'ann', 'rank');
    expect(legalCommands(g.state, 'ann')).toEqual([{ type: 'take-quill' }, { type: 'decline-ability' }]);
    expect(leaderOf(g.state, 'phoenix')).toBe('ann');
    g.do('ann', { type: 'take-quill' });
    expect(g.player('ann').cards).toEqual([{ kind: 'quill' }]);
    expect(g.state.supply.quills).toBe(1);
    expect(leaderOf(g.state, 'phoenix')).toBe('eve');
    expect(leaderOf(g.state, 'gargoyle')).toBe('bob'); // the other clan keeps its lowest rank
    expect(g.last).toContainEqual({ type: 'card-placed', card: { kind: 'quill' }, to: 'ann', by: 'ann' });
  });

  test('the ability is optional: declining keeps the Elder the leader', () => {
    const g = Game.of(SIX, 1).wound('bob', 'ann', 'rank').do('ann', { type: 'decline-ability' });
    expect(g.last[0]).toEqual({ type: 'ability-declined', seat: 'ann', ability: 'elder' });
    expect(g.player('ann').cards).toEqual([]);
    expect(leaderOf(g.state, 'phoenix')).toBe('ann');
  });
});

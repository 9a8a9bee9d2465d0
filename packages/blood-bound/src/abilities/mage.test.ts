import { describe, expect, test } from 'vitest';
import { legalCommands } from '../legal.js';
import { Game } from '../test-support/table.js';

// ann P-Mage, bob G-Elder, cat P-Courtesan, dan G-Mentalist, eve P-Berserker, fay G-Assassin, gus Inquisitor.
const SEVEN = [
  'phoenix-8',
  'gargoyle-1',
  'phoenix-9',
  'gargoyle-5',
  'phoenix-7',
  'gargoyle-2',
  'inquisitor-phoenix',
] as const;

function annStaffs(seat: string) {
  return Game.of(SEVEN, 1).wound('bob', 'ann', 'rank').do('ann', { type: 'staff', to: seat });
}

describe('Mage’s Staff (rank 8; reference §6 defaults)', () => {
  test('he gives a Staff to another player and keeps one himself', () => {
    const g = annStaffs('cat');
    expect(g.player('cat').cards).toEqual([{ kind: 'staff' }]);
    expect(g.player('ann').cards).toEqual([{ kind: 'staff' }]);
    expect(g.state.supply.staffs).toBe(4);
  });

  test('a Staff holder may not reveal a clan-coloured token while a rank or unknown token is left', () => {
    const g = annStaffs('cat').pass('ann', 'bob').attack('bob', 'cat').nobodyIntervenes();
    expect(legalCommands(g.state, 'cat')).toEqual([
      { type: 'take-token', token: 'rank' },
      { type: 'take-token', token: 'unknown' },
    ]);
    g.refuses('cat', { type: 'take-token', token: 'phoenix' }, 'staff-forbids-clan-token');
  });

  test('with only a clan-coloured icon left, the Staff holder must take it (house rule)', () => {
    const g = annStaffs('cat').pass('ann', 'bob').wound('bob', 'cat', 'unknown').pass('cat', 'bob');
    g.wound('bob', 'cat', 'rank').do('cat', { type: 'decline-ability' }).pass('cat', 'bob');
    g.attack('bob', 'cat').nobodyIntervenes();
    expect(legalCommands(g.state, 'cat')).toEqual([{ type: 'take-token', token: 'phoenix' }]);
  });

  test('the Inquisitor holding a Staff takes unknown tokens for his wild icons', () => {
    const g = annStaffs('gus').pass('ann', 'bob').attack('bob', 'gus').nobodyIntervenes();
    expect(legalCommands(g.state, 'gus')).toEqual([
      { type: 'take-token', token: 'rank' },
      { type: 'take-token', token: 'unknown' },
    ]);
  });

  test('a Staff goes to a player who holds none', () => {
    const g = annStaffs('cat');
    g.state.players[0]!.tokens = []; // as if healed: ann's rank token is back in the supply
    g.pass('ann', 'bob').wound('bob', 'ann', 'rank');
    expect(legalCommands(g.state, 'ann')).not.toContainEqual({ type: 'staff', to: 'cat' });
    g.refuses('ann', { type: 'staff', to: 'cat' }, 'already-holds-card', /cat already holds a staff/);
    g.do('ann', { type: 'staff', to: 'dan' });
    expect(g.player('ann').cards).toEqual([{ kind: 'staff' }]); // he keeps one, not two
    expect(g.state.supply.staffs).toBe(3);
  });
});

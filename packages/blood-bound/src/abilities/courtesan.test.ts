import { describe, expect, test } from 'vitest';
import { legalCommands, whoMustAct } from '../legal.js';
import { Game } from '../test-support/table.js';

// ann P-Courtesan, bob G-Elder, cat P-Mage, dan G-Assassin, eve P-Elder, fay G-Mentalist.
const SIX = ['phoenix-9', 'gargoyle-1', 'phoenix-8', 'gargoyle-2', 'phoenix-1', 'gargoyle-5'] as const;

describe('Courtesan’s Fan (rank 9; reference §5, §6)', () => {
  test('she gives a Fan to another player', () => {
    const g = Game.of(SIX, 1).wound('bob', 'ann', 'rank');
    expect(legalCommands(g.state, 'ann')).not.toContainEqual({ type: 'fan', to: 'ann' });
    g.do('ann', { type: 'fan', to: 'bob' });
    expect(g.player('bob').cards).toEqual([{ kind: 'fan' }]);
    expect(g.state.supply.fans).toBe(3);
  });

  test('nobody may intervene when the Fan holder is attacked: the window never opens', () => {
    const g = Game.of(SIX, 1)
      .wound('bob', 'ann', 'rank')
      .do('ann', { type: 'fan', to: 'bob' })
      .attack('ann', 'bob');
    expect(g.last).toContainEqual({ type: 'no-intervention', target: 'bob', reason: 'fan' });
    expect(whoMustAct(g.state)).toEqual(['bob']);
    expect(g.step()).toMatchObject({ kind: 'wound', seat: 'bob' });
  });

  test('a second Fan cannot go to the same player', () => {
    const g = Game.of(SIX, 1).wound('bob', 'ann', 'rank').do('ann', { type: 'fan', to: 'bob' });
    g.state.players[0]!.tokens = []; // as if healed: ann's rank token is back in the supply
    g.wound('ann', 'cat', 'rank')
      .do('cat', { type: 'decline-ability' })
      .pass('cat', 'dan')
      .wound('dan', 'ann', 'rank');
    g.refuses('ann', { type: 'fan', to: 'bob' }, 'already-holds-card', /bob already holds a fan/);
  });
});

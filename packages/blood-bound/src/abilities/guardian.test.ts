import { describe, expect, test } from 'vitest';
import { legalCommands, whoMustAct } from '../legal.js';
import { Game } from '../test-support/table.js';

// ann P-Guardian, bob G-Assassin, cat P-Elder, dan G-Guardian, eve P-Mentalist, fay G-Elder.
const SIX = ['phoenix-6', 'gargoyle-2', 'phoenix-1', 'gargoyle-6', 'phoenix-5', 'gargoyle-1'] as const;

function annShields(seat: string) {
  return Game.of(SIX, 1).wound('bob', 'ann', 'rank').do('ann', { type: 'shield', to: seat });
}

describe('Guardian’s Shield and Sword (rank 6; reference §6, §9.5)', () => {
  test('he gives a Shield to another player (not himself) and takes the Sword of the same colour', () => {
    const g = Game.of(SIX, 1).wound('bob', 'ann', 'rank');
    expect(legalCommands(g.state, 'ann')).not.toContainEqual({ type: 'shield', to: 'ann' });
    g.do('ann', { type: 'shield', to: 'cat' });
    expect(g.player('cat').cards).toEqual([{ kind: 'shield', colour: 'purple' }]);
    expect(g.player('ann').cards).toEqual([{ kind: 'sword', colour: 'purple' }]);
    expect(g.state.supply.shields).toEqual({ purple: 1, gold: 2 });
    expect(g.state.supply.swords).toEqual({ purple: 0, gold: 1 });
  });

  test('the other Guardian plays the other colour', () => {
    const g = annShields('cat')
      .pass('ann', 'bob')
      .wound('bob', 'dan', 'rank')
      .do('dan', { type: 'shield', to: 'fay' });
    expect(g.player('fay').cards).toEqual([{ kind: 'shield', colour: 'gold' }]);
    expect(g.player('dan').cards).toEqual([{ kind: 'sword', colour: 'gold' }]);
  });

  test('a Shield holder cannot be wounded by abilities either', () => {
    const g = annShields('cat').pass('ann', 'bob').wound('bob', 'eve', 'rank');
    expect(legalCommands(g.state, 'eve')).not.toContainEqual({ type: 'compel', target: 'cat' });
    g.refuses('eve', { type: 'compel', target: 'cat' }, 'target-shielded');
  });

  test('a Shield holder may still intervene for others', () => {
    const g = annShields('cat').pass('ann', 'bob').attack('bob', 'eve');
    expect(whoMustAct(g.state)).toContain('cat');
    g.do('cat', { type: 'offer-intervention' })
      .nobodyIntervenes()
      .do('eve', { type: 'accept-intervention', by: 'cat' });
    expect(g.player('cat').tokens).toEqual(['rank']);
  });

  test('when the Sword holder suffers his third wound, Sword and Shield go back to the supply', () => {
    const g = annShields('cat').pass('ann', 'bob').wound('bob', 'ann', 'phoenix').pass('ann', 'bob');
    expect(g.player('cat').cards).toHaveLength(1);
    g.wound('bob', 'ann', 'phoenix');
    expect(g.last).toContainEqual({ type: 'cards-returned', colour: 'purple', from: ['ann', 'cat'] });
    expect(g.player('cat').cards).toEqual([]);
    expect(g.player('ann').cards).toEqual([]);
    expect(g.state.supply.shields.purple).toBe(2);
    expect(g.state.supply.swords.purple).toBe(1);
    // cat can be attacked again.
    expect(legalCommands(g.state, 'ann')).toContainEqual({ type: 'attack', target: 'cat' });
  });

  test('the Shield goes to a player who holds none', () => {
    const g = annShields('cat').pass('ann', 'bob').wound('bob', 'dan', 'rank');
    g.refuses('dan', { type: 'shield', to: 'cat' }, 'already-holds-card', /cat already holds a shield/);
  });
});

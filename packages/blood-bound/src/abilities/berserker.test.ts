import { describe, expect, test } from 'vitest';
import { legalCommands, whoMustAct } from '../legal.js';
import { Game } from '../test-support/table.js';

// ann P-Elder, bob G-Berserker, cat P-Assassin, dan G-Elder, eve P-Guardian, fay G-Mage.
const SIX = ['phoenix-1', 'gargoyle-7', 'phoenix-2', 'gargoyle-1', 'phoenix-6', 'gargoyle-8'] as const;

describe('Berserker (rank 7; reference §6 defaults)', () => {
  test('the player who attacked him suffers one wound at once, not intervenable; the dagger stays with him', () => {
    const g = Game.of(SIX).wound('ann', 'bob', 'rank');
    expect(legalCommands(g.state, 'bob')).toEqual([{ type: 'retaliate' }, { type: 'decline-ability' }]);
    g.do('bob', { type: 'retaliate' });
    expect(g.last[0]).toEqual({ type: 'ability-used', seat: 'bob', ability: 'berserker', targets: ['ann'] });
    expect(g.step()).toMatchObject({ kind: 'wound', seat: 'ann', source: 'bob' });
    g.take('ann', 'phoenix');
    expect(g.state.dagger).toBe('bob');
    expect(whoMustAct(g.state)).toEqual(['bob']);
  });

  test('when he intervened, the attacker of that attack suffers the wound', () => {
    const g = Game.of(SIX).attack('ann', 'dan').do('bob', { type: 'offer-intervention' }).nobodyIntervenes();
    g.do('dan', { type: 'accept-intervention', by: 'bob' }).do('bob', { type: 'retaliate' });
    expect(g.step()).toMatchObject({ kind: 'wound', seat: 'ann', source: 'bob' });
  });

  test('wounded by an ability, he strikes back at its user', () => {
    const g = Game.of(SIX, 3).wound('dan', 'cat', 'rank').do('cat', { type: 'assassinate', target: 'bob' });
    g.take('bob', 'rank').take('bob', 'unknown').do('bob', { type: 'retaliate' });
    expect(g.step()).toMatchObject({ kind: 'wound', seat: 'cat', source: 'bob' });
  });

  test('his strike can capture, and he is the capturer', () => {
    const g = Game.of(SIX, 1)
      .wound('bob', 'cat', 'unknown')
      .pass('cat', 'bob')
      .wound('bob', 'cat', 'unknown');
    g.pass('cat', 'bob').wound('bob', 'cat', 'rank').do('cat', { type: 'decline-ability' });
    g.attack('cat', 'bob').nobodyIntervenes().take('bob', 'rank').do('bob', { type: 'retaliate' });
    expect(g.state.outcome).toMatchObject({ captured: 'cat', capturedBy: 'bob' });
  });

  test('he cannot strike back at a Shield holder: the ability passes unused', () => {
    const g = Game.of(SIX, 1).wound('bob', 'eve', 'rank').do('eve', { type: 'shield', to: 'cat' });
    g.pass('eve', 'cat').do('cat', { type: 'attack', target: 'bob' }).nobodyIntervenes().take('bob', 'rank');
    expect(g.last).toContainEqual({ type: 'ability-unusable', seat: 'bob', ability: 'berserker' });
  });
});

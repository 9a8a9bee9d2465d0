import { describe, expect, test } from 'vitest';
import { legalCommands, whoMustAct } from '../legal.js';
import { Game } from '../test-support/table.js';

// ann P-Elder, bob G-Alchemist, cat P-Mage, dan G-Mentalist, eve P-Berserker, fay G-Courtesan.
const SIX = ['phoenix-1', 'gargoyle-4', 'phoenix-8', 'gargoyle-5', 'phoenix-7', 'gargoyle-9'] as const;

/** ann attacks dan; bob intervenes for him, taking his rank token: the Alchemist's ability is asked. */
function bobIntervenesForDan(g = Game.of(SIX)) {
  return g.attack('ann', 'dan').do('bob', { type: 'offer-intervention' }).nobodyIntervenes().do('dan', {
    type: 'accept-intervention',
    by: 'bob',
  });
}

describe('Alchemist’s heal or wound when intervening (rank 4; reference §6)', () => {
  test('attacked rather than intervening, the Alchemist’s ability passes unused', () => {
    const g = Game.of(SIX).wound('ann', 'bob', 'rank');
    expect(g.last).toContainEqual({ type: 'ability-unusable', seat: 'bob', ability: 'alchemist' });
    expect(whoMustAct(g.state)).toEqual(['bob']);
  });

  test('intervening, he may make the player he stood in for suffer a wound (not intervenable); he keeps the dagger', () => {
    const g = bobIntervenesForDan();
    // dan has no wound yet: nothing to heal.
    expect(legalCommands(g.state, 'bob')).toEqual([
      { type: 'alchemy', effect: 'wound' },
      { type: 'decline-ability' },
    ]);
    g.do('bob', { type: 'alchemy', effect: 'wound' });
    expect(g.step()).toMatchObject({ kind: 'wound', seat: 'dan', source: 'bob' });
    g.take('dan', 'gargoyle');
    expect(g.player('dan').tokens).toEqual(['gargoyle']);
    expect(g.state.dagger).toBe('bob');
  });

  test('or heal one: the healed player chooses which token to return (house rule)', () => {
    const g = Game.of(SIX).wound('ann', 'dan', 'gargoyle').pass('dan', 'cat').wound('cat', 'dan', 'rank');
    g.do('dan', { type: 'decline-ability' }).pass('dan', 'ann');
    g.attack('ann', 'dan').do('bob', { type: 'offer-intervention' }).nobodyIntervenes();
    g.do('dan', { type: 'accept-intervention', by: 'bob' });
    expect(legalCommands(g.state, 'bob')).toContainEqual({ type: 'alchemy', effect: 'heal' });
    g.do('bob', { type: 'alchemy', effect: 'heal' });
    expect(legalCommands(g.state, 'dan')).toEqual([
      { type: 'return-token', token: 'gargoyle' },
      { type: 'return-token', token: 'rank' },
    ]);
    g.refuses('dan', { type: 'return-token', token: 'unknown' }, 'token-not-held');
    g.do('dan', { type: 'return-token', token: 'rank' });
    expect(g.player('dan').tokens).toEqual(['gargoyle']);
    // The rank stays known, but the token is back: dan may intervene again, and his ability fires again.
    expect(g.player('dan').revealedRank).toBe(5);
    g.attack('bob', 'ann');
    expect(whoMustAct(g.state)).toContain('dan');
    g.nobodyIntervenes().take('ann', 'phoenix').pass('ann', 'cat').wound('cat', 'dan', 'rank');
    expect(g.step()).toMatchObject({ kind: 'ability', seat: 'dan', character: 'mentalist' });
  });

  test('a player with a single kind of token returns it without being asked', () => {
    const g = Game.of(SIX).wound('ann', 'dan', 'gargoyle').pass('dan', 'ann');
    bobIntervenesForDan(g).do('bob', { type: 'alchemy', effect: 'heal' });
    expect(g.player('dan').tokens).toEqual([]);
    expect(g.last).toContainEqual({ type: 'token-returned', seat: 'dan', token: 'gargoyle', wounds: 0 });
  });
});

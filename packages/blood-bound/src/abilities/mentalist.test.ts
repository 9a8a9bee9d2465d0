import { describe, expect, test } from 'vitest';
import { legalCommands } from '../legal.js';
import { Game } from '../test-support/table.js';

// ann P-Mentalist, bob G-Assassin, cat P-Elder, dan G-Elder, eve P-Mage, fay G-Courtesan.
const SIX = ['phoenix-5', 'gargoyle-2', 'phoenix-1', 'gargoyle-1', 'phoenix-8', 'gargoyle-9'] as const;

describe('Mentalist (rank 5; reference §6, §9.10)', () => {
  test('the chosen player must take their rank token for the wound, firing their ability; then holds the dagger', () => {
    const g = Game.of(SIX, 1).wound('bob', 'ann', 'rank').do('ann', { type: 'compel', target: 'bob' });
    expect(g.player('bob').tokens).toEqual(['rank']);
    expect(g.player('bob').revealedRank).toBe(2);
    // bob's own ability (the Assassin) follows, and his hand-over of the dagger is the last one.
    expect(g.step()).toMatchObject({ kind: 'ability', seat: 'bob', character: 'assassin', source: 'ann' });
    g.do('bob', { type: 'assassinate', target: 'cat' }).take('cat', 'phoenix').take('cat', 'phoenix');
    expect(g.state.dagger).toBe('cat');
  });

  test('declining his ability, the victim still holds the dagger', () => {
    const g = Game.of(SIX, 1).wound('bob', 'ann', 'rank').do('ann', { type: 'compel', target: 'bob' });
    g.do('bob', { type: 'decline-ability' });
    expect(g.state.dagger).toBe('bob');
  });

  test('a victim whose rank token is already out chooses an affiliation token instead', () => {
    const g = Game.of(SIX, 1)
      .wound('bob', 'dan', 'rank')
      .do('dan', { type: 'decline-ability' })
      .pass('dan', 'bob');
    g.wound('bob', 'ann', 'rank').do('ann', { type: 'compel', target: 'dan' });
    expect(legalCommands(g.state, 'dan')).toEqual([{ type: 'take-token', token: 'gargoyle' }]);
  });

  test('a victim who already shows three tokens is captured; the Mentalist is the capturer', () => {
    const g = Game.of(SIX, 1)
      .wound('bob', 'fay', 'rank')
      .do('fay', { type: 'decline-ability' })
      .pass('fay', 'bob');
    g.wound('bob', 'fay', 'gargoyle').pass('fay', 'bob').wound('bob', 'fay', 'unknown').pass('fay', 'bob');
    g.wound('bob', 'ann', 'rank').do('ann', { type: 'compel', target: 'fay' });
    expect(g.state.outcome).toMatchObject({ captured: 'fay', capturedBy: 'ann' });
  });
});

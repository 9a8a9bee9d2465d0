import { describe, expect, test } from 'vitest';
import { legalCommands, whoMustAct } from '../legal.js';
import { Game } from '../test-support/table.js';

// ann P-Elder, bob G-Mage, cat P-Assassin, dan G-Elder, eve P-Courtesan, fay G-Harlequin.
const SIX = ['phoenix-1', 'gargoyle-8', 'phoenix-2', 'gargoyle-1', 'phoenix-9', 'gargoyle-3'] as const;

describe('Assassin’s two wounds (rank 2; reference §6)', () => {
  test('any other player suffers two wounds, not intervenable, then holds the dagger', () => {
    const g = Game.of(SIX, 1).wound('bob', 'cat', 'rank');
    expect(legalCommands(g.state, 'cat')).toHaveLength(6); // five players, or decline
    g.do('cat', { type: 'assassinate', target: 'bob' });
    expect(g.last[0]).toEqual({ type: 'ability-used', seat: 'cat', ability: 'assassin', targets: ['bob'] });
    // No window: the victim chooses each token at once.
    expect(g.step()).toMatchObject({ kind: 'wound', seat: 'bob', source: 'cat', left: 2 });
    g.take('bob', 'unknown');
    expect(g.step()).toMatchObject({ kind: 'wound', seat: 'bob', left: 1 });
    g.take('bob', 'gargoyle');
    expect(g.player('bob').tokens).toEqual(['unknown', 'gargoyle']);
    expect(g.state.dagger).toBe('bob');
    expect(whoMustAct(g.state)).toEqual(['bob']);
  });

  test('both wounds are taken before the victim’s own revealed ability', () => {
    const g = Game.of(SIX, 1).wound('bob', 'cat', 'rank').do('cat', { type: 'assassinate', target: 'dan' });
    g.take('dan', 'rank');
    expect(g.step()).toMatchObject({ kind: 'wound', seat: 'dan', left: 1 });
    g.take('dan', 'gargoyle');
    expect(g.step()).toMatchObject({ kind: 'ability', seat: 'dan', character: 'elder' });
    g.do('dan', { type: 'decline-ability' });
    expect(g.state.dagger).toBe('dan');
  });

  test('the second wound can capture, and the Assassin is the capturer (reference §7.1)', () => {
    const g = Game.of(SIX, 1)
      .wound('bob', 'fay', 'unknown')
      .pass('fay', 'bob')
      .wound('bob', 'fay', 'unknown')
      .pass('fay', 'bob');
    g.wound('bob', 'cat', 'rank').do('cat', { type: 'assassinate', target: 'fay' }).take('fay', 'rank');
    expect(g.state.outcome).toMatchObject({ captured: 'fay', capturedBy: 'cat' });
  });

  test('the Assassin cannot name himself or a stranger', () => {
    const g = Game.of(SIX, 1).wound('bob', 'cat', 'rank');
    g.refuses('cat', { type: 'assassinate', target: 'cat' }, 'cannot-target-yourself');
    g.refuses('cat', { type: 'assassinate', target: 'zed' }, 'unknown-target');
    g.refuses(
      'cat',
      { type: 'compel', target: 'bob' },
      'unexpected-command',
      /"assassinate" or "decline-ability"/,
    );
  });
});

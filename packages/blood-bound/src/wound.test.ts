import { describe, expect, test } from 'vitest';
import { legalCommands } from './legal.js';
import { Game } from './test-support/table.js';
import { viewFor } from './view.js';

// ann P-Elder (rank, P, P), bob G-Berserker (rank, G, ?), cat P-Assassin (rank, ?, ?), dan G-Elder,
// eve Inquisitor (rank, wild, wild), fay P-Mage, gus G-Courtesan.
const SEVEN = [
  'phoenix-1',
  'gargoyle-7',
  'phoenix-2',
  'gargoyle-1',
  'inquisitor-gargoyle',
  'phoenix-8',
  'gargoyle-9',
] as const;

describe('wounds: a token the wounded player chooses among their own icons (seed [게임진행] 2; reference §4.1)', () => {
  test.each([
    ['ann', 'the Elder: rank or Phoenix', ['rank', 'phoenix']],
    ['bob', 'the Berserker: rank, Gargoyle or unknown', ['rank', 'gargoyle', 'unknown']],
    ['cat', 'the Assassin: rank or unknown', ['rank', 'unknown']],
    [
      'eve',
      'the Inquisitor’s wild icons: rank or any affiliation token (seed [탐문자] 고유특성)',
      ['rank', 'phoenix', 'gargoyle', 'unknown'],
    ],
  ] as const)('%s, %s', (seat, _label, tokens) => {
    const first = seat === 'ann' ? 1 : 0;
    const g = Game.of(SEVEN, first)
      .attack(first === 1 ? 'bob' : 'ann', seat)
      .nobodyIntervenes();
    expect(legalCommands(g.state, seat)).toEqual(tokens.map((token) => ({ type: 'take-token', token })));
  });

  test('a token not matching the card is never allowed', () => {
    const g = Game.of(SEVEN).attack('ann', 'cat').nobodyIntervenes();
    g.refuses(
      'cat',
      { type: 'take-token', token: 'phoenix' },
      'token-not-on-card',
      /no unrevealed phoenix affiliation icon/,
    );
    g.refuses('cat', { type: 'take-token', token: 'gargoyle' }, 'token-not-on-card');
    g.refuses('cat', { type: 'take-token', token: 'blood' }, 'malformed-command', /a token is one of/);
  });

  test('each icon is revealed once: two unknown icons take two unknown tokens, then only the rank is left', () => {
    const g = Game.of(SEVEN).woundRepeatedly('ann', 'cat', ['unknown', 'unknown']).pass('cat', 'ann');
    g.attack('ann', 'cat').nobodyIntervenes();
    expect(legalCommands(g.state, 'cat')).toEqual([{ type: 'take-token', token: 'rank' }]);
    g.refuses('cat', { type: 'take-token', token: 'unknown' }, 'token-not-on-card');
    // Asked even with one token left, so the table cannot count the choices a player had.
    expect(viewFor(g.state, 'spectator').decision).toEqual({
      kind: 'take-token',
      seat: 'cat',
      source: 'ann',
      left: 1,
    });
  });

  test('the Inquisitor takes one token per wild icon, of any colours', () => {
    const g = Game.of(SEVEN).woundRepeatedly('ann', 'eve', ['phoenix', 'gargoyle']).pass('eve', 'ann');
    g.attack('ann', 'eve').nobodyIntervenes();
    expect(legalCommands(g.state, 'eve')).toEqual([{ type: 'take-token', token: 'rank' }]);
  });

  test('ranks revealed: the rank token shows the rank (never the clan) to everyone, and stays known', () => {
    const g = Game.of(SEVEN).wound('ann', 'bob', 'rank');
    expect(g.last[0]).toEqual({ type: 'token-taken', seat: 'bob', token: 'rank', rank: 7, wounds: 1 });
    const bob = viewFor(g.state, 'spectator').seats[1];
    expect(bob).toMatchObject({
      seat: 'bob',
      tokens: ['rank'],
      revealedRank: 7,
      character: 'berserker',
      mayIntervene: false,
    });
  });
});

describe('capture: a player is captured by the wound after their third (seed [게임진행] 3)', () => {
  test('the fourth wound captures at once and ends the game; nothing further is asked', () => {
    const g = Game.of(SEVEN)
      .wound('ann', 'cat', 'unknown')
      .pass('cat', 'ann')
      .wound('ann', 'cat', 'unknown')
      .pass('cat', 'ann')
      .wound('ann', 'cat', 'rank')
      .do('cat', { type: 'decline-ability' })
      .pass('cat', 'ann');
    expect(g.player('cat').tokens).toHaveLength(3);
    g.attack('ann', 'cat').nobodyIntervenes();
    expect(g.last.slice(-2).map((e) => e.type)).toEqual(['captured', 'game-ended']);
    expect(g.last).toContainEqual({ type: 'captured', seat: 'cat', by: 'ann' });
    expect(g.state.outcome).toMatchObject({ captured: 'cat', capturedBy: 'ann' });
    expect(g.state.steps).toEqual([]);
    g.refuses('ann', { type: 'pass', to: 'bob' }, 'game-over');
  });
});

import { describe, expect, test } from 'vitest';
import { legalCommands, whoMustAct } from './legal.js';
import { Game } from './test-support/table.js';

const SIX = ['phoenix-1', 'gargoyle-2', 'phoenix-3', 'gargoyle-4', 'phoenix-5', 'gargoyle-6'] as const;

describe('turn: the dagger holder attacks or passes (seed [게임진행])', () => {
  test('attack: the target suffers one wound, then holds the dagger and takes the next turn', () => {
    const g = Game.of(SIX);
    expect(whoMustAct(g.state)).toEqual(['ann']);
    g.attack('ann', 'dan').nobodyIntervenes();
    expect(g.step()).toMatchObject({ kind: 'wound', seat: 'dan', source: 'ann', left: 1 });
    g.take('dan', 'unknown');
    expect(g.player('dan').tokens).toEqual(['unknown']);
    expect(g.state.dagger).toBe('dan');
    expect(g.state.turn).toBe(2);
    expect(whoMustAct(g.state)).toEqual(['dan']);
    expect(g.state.attacks).toEqual([{ turn: 1, attacker: 'ann', target: 'dan', intervener: null }]);
  });

  test('pass: the dagger goes to any other player, who takes the next turn; nobody is wounded', () => {
    const g = Game.of(SIX).pass('ann', 'eve');
    expect(g.last).toEqual([
      { type: 'dagger-passed', from: 'ann', to: 'eve' },
      { type: 'turn-began', turn: 2, seat: 'eve' },
    ]);
    expect(g.state.players.every((p) => p.tokens.length === 0)).toBe(true);
    expect(whoMustAct(g.state)).toEqual(['eve']);
  });

  test('the dagger may be passed straight back (house rule, reference §4)', () => {
    const g = Game.of(SIX).pass('ann', 'bob').pass('bob', 'ann');
    expect(g.state.dagger).toBe('ann');
  });

  test('the holder may attack or pass to every other player, never to themselves', () => {
    const g = Game.of(SIX);
    const options = legalCommands(g.state, 'ann');
    expect(options).toHaveLength(10);
    expect(options).toContainEqual({ type: 'attack', target: 'fay' });
    expect(options).toContainEqual({ type: 'pass', to: 'bob' });
    g.refuses('ann', { type: 'attack', target: 'ann' }, 'cannot-target-yourself');
    g.refuses('ann', { type: 'pass', to: 'ann' }, 'cannot-target-yourself');
    g.refuses('ann', { type: 'attack', target: 'zed' }, 'unknown-target', /no seat "zed"/);
  });

  test('only the dagger holder acts; others and strangers are refused', () => {
    const g = Game.of(SIX);
    expect(legalCommands(g.state, 'bob')).toEqual([]);
    g.refuses('bob', { type: 'attack', target: 'cat' }, 'not-your-decision', /waiting for ann/);
    g.refuses('zed', { type: 'pass', to: 'cat' }, 'unknown-seat');
  });

  test.each([
    [null, /an object/],
    ['attack', /an object/],
    [{ type: 'shoot', target: 'bob' }, /unknown command type "shoot"/],
    [{ type: 'attack' }, /"attack" takes target/],
    [{ type: 'attack', target: 'bob', extra: 1 }, /"attack" takes target/],
    [{ type: 'pass', to: 'bob', target: 'cat' }, /"pass" takes to/],
  ])('a malformed command (%j) is refused, naming what was wrong', (command, message) => {
    Game.of(SIX).refuses('ann', command, 'malformed-command', message);
  });

  test('a command of another decision is unexpected', () => {
    Game.of(SIX).refuses(
      'ann',
      { type: 'take-token', token: 'rank' },
      'unexpected-command',
      /"attack" or "pass"/,
    );
  });
});

describe('the Shield rule: a Shield holder cannot be attacked (Guardian, reference §6)', () => {
  test('no attack on the Shield holder is offered or accepted; passing to them is', () => {
    // fay (Gargoyle Guardian) reveals her rank and shields bob.
    const g = Game.of(SIX, 5)
      .pass('fay', 'ann')
      .wound('ann', 'fay', 'rank')
      .do('fay', { type: 'shield', to: 'bob' });
    expect(g.state.dagger).toBe('fay');
    expect(legalCommands(g.state, 'fay')).not.toContainEqual({ type: 'attack', target: 'bob' });
    g.refuses(
      'fay',
      { type: 'attack', target: 'bob' },
      'target-shielded',
      /bob holds a Shield and cannot be attacked/,
    );
    g.pass('fay', 'bob');
    expect(g.state.dagger).toBe('bob');
  });
});

describe('the Inquisitor’s limit: he cannot attack a player who already has 3 wounds (seed [탐문자] 고유특성)', () => {
  const SEVEN = [
    'phoenix-9',
    'gargoyle-9',
    'inquisitor-phoenix',
    'phoenix-8',
    'gargoyle-8',
    'phoenix-7',
    'gargoyle-7',
  ] as const;

  function threeWoundsOnAnn() {
    // gus, bob and dan wound ann three times; nobody can intervene once their rank is out, so decline all.
    return Game.of(SEVEN, 1)
      .wound('bob', 'ann', 'unknown')
      .pass('ann', 'dan')
      .wound('dan', 'ann', 'phoenix')
      .pass('ann', 'gus')
      .wound('gus', 'ann', 'rank')
      .do('ann', { type: 'decline-ability' });
  }

  test('the Inquisitor is offered no attack on a 3-wound player and is refused one', () => {
    const g = threeWoundsOnAnn().pass('ann', 'cat');
    expect(g.player('ann').tokens).toHaveLength(3);
    expect(legalCommands(g.state, 'cat')).not.toContainEqual({ type: 'attack', target: 'ann' });
    g.refuses('cat', { type: 'attack', target: 'ann' }, 'inquisitor-limit', /already has 3 wounds/);
  });

  test('any other player may attack the 3-wound player (and capture them)', () => {
    const g = threeWoundsOnAnn().pass('ann', 'bob');
    expect(legalCommands(g.state, 'bob')).toContainEqual({ type: 'attack', target: 'ann' });
    g.attack('bob', 'ann').nobodyIntervenes();
    expect(g.state.outcome).toMatchObject({ captured: 'ann', capturedBy: 'bob' });
  });
});

import { SeededDice } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { whoMustAct } from '../legal.js';
import { rightOf } from '../query.js';
import type { BloodBoundState } from '../state.js';
import { playGame, seedOf } from '../test-support/play.js';
import { Game } from '../test-support/table.js';
import { viewFor } from '../view.js';
import { deduce } from './beliefs.js';
import { randomBot } from './random-bot.js';
import { reasoningBot } from './reasoning-bot.js';

// ann P-Elder, bob G-Elder, cat P-Harlequin, dan G-Assassin, eve P-Courtesan, fay G-Courtesan.
const SIX = ['phoenix-1', 'gargoyle-1', 'phoenix-3', 'gargoyle-2', 'phoenix-9', 'gargoyle-9'] as const;
const bot = (g: Game, seat: string) => reasoningBot(g.state, seat, new SeededDice(seedOf(1)));

describe('the reasoning bot', () => {
  test('captures the rival leader it has identified (Harlequin’s look, revealed rank 1)', () => {
    const g = Game.of(SIX).woundRepeatedly('ann', 'bob', ['gargoyle', 'gargoyle', 'rank']);
    g.pass(g.state.dagger, 'ann')
      .wound('ann', 'cat', 'rank')
      .do('cat', { type: 'look', at: ['bob', 'dan'] });
    expect(bot(g, 'cat')).toEqual({ type: 'attack', target: 'bob' });
  });

  test('never captures an ally it has identified, however wounded', () => {
    const g = Game.of(SIX, 1).woundRepeatedly('bob', 'ann', ['phoenix', 'phoenix', 'rank']);
    g.pass(g.state.dagger, 'bob')
      .wound('bob', 'cat', 'rank')
      .do('cat', { type: 'look', at: ['ann', 'eve'] });
    expect(bot(g, 'cat')).not.toEqual({ type: 'attack', target: 'ann' });
  });

  test('stands in for an ally under attack', () => {
    // eve shows a Phoenix token: ann (Phoenix) knows her for an ally, and offers to take dan's third wound.
    const g = Game.of(SIX, 3).woundRepeatedly('dan', 'eve', ['phoenix', 'unknown']);
    g.pass(g.state.dagger, 'dan').attack('dan', 'eve');
    expect(bot(g, 'ann')).toEqual({ type: 'offer-intervention' });
    // bob (Gargoyle) has no reason to save her.
    expect(bot(g, 'bob')).toEqual({ type: 'decline-intervention' });
  });

  test('deduces a clan from a clan-coloured token when no Inquisitor can hide behind it', () => {
    const g = Game.of(SIX).wound('ann', 'bob', 'gargoyle');
    expect(deduce(viewFor(g.state, 'ann')).known.get('bob')).toBe('gargoyle');
    expect(deduce(viewFor(g.state, 'ann')).rival.get('bob')).toBe(1);
    const seven = Game.of([...SIX, 'inquisitor-gargoyle']).wound('ann', 'bob', 'gargoyle');
    expect(deduce(viewFor(seven.state, 'ann')).known.has('bob')).toBe(false); // bob might be the Inquisitor
    expect(deduce(viewFor(seven.state, 'ann')).rival.get('bob')).toBeGreaterThan(0.5);
  });

  test('knows that a player showing its own rank belongs to the rival clan', () => {
    const g = Game.of([
      'phoenix-2',
      'gargoyle-1',
      'phoenix-3',
      'gargoyle-2',
      'phoenix-9',
      'gargoyle-9',
    ]).wound('ann', 'dan', 'rank');
    expect(deduce(viewFor(g.state, 'ann')).known.get('dan')).toBe('gargoyle');
  });

  test('reads the clue of the player on its right', () => {
    const g = Game.of(SIX);
    // ann's right is fay (Gargoyle clue); bob's right is ann (Phoenix clue).
    expect(deduce(viewFor(g.state, 'ann')).rival.get('fay')).toBeGreaterThan(0);
    expect(deduce(viewFor(g.state, 'bob')).rival.get('ann')).toBeGreaterThan(0);
    expect(deduce(viewFor(g.state, 'cat')).rival.get('bob')).toBeGreaterThan(0);
  });

  test('decides from its own view only: swapping two cards it cannot see changes nothing it does', () => {
    let compared = 0;
    for (let n = 0; n < 40; n++) {
      for (const state of playGame(8, n, randomBot).states) {
        if (state.outcome) continue;
        const seat = whoMustAct(state)[0] as string;
        const hidden = state.seats.filter(
          (x) =>
            x !== seat &&
            x !== rightOf(state, seat) &&
            !state.secret.sightings.some((v) => v.by === seat && v.seat === x),
        );
        const [a, b] = hidden;
        if (!a || !b) continue;
        const swapped: BloodBoundState = JSON.parse(JSON.stringify(state));
        const ia = state.seats.indexOf(a);
        const ib = state.seats.indexOf(b);
        [swapped.secret.cards[ia], swapped.secret.cards[ib]] = [
          state.secret.cards[ib]!,
          state.secret.cards[ia]!,
        ];
        expect(reasoningBot(swapped, seat, new SeededDice(seedOf(n)))).toEqual(
          reasoningBot(state, seat, new SeededDice(seedOf(n))),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

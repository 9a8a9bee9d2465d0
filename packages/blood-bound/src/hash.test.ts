import { SeededDice } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { apply } from './apply.js';
import { randomBot } from './bot/random-bot.js';
import { hashState } from './hash.js';
import { whoMustAct } from './legal.js';
import { setup } from './setup.js';
import { seedOf } from './test-support/play.js';
import { Game } from './test-support/table.js';

const SIX = ['phoenix-1', 'gargoyle-1', 'phoenix-2', 'gargoyle-2', 'phoenix-9', 'gargoyle-9'] as const;

describe('the state is plain JSON with a canonical hash', () => {
  test('the hash ignores key order (a database hands JSON back reordered) and survives a JSON round trip', () => {
    const { state } = Game.of(SIX);
    const reordered = JSON.parse(JSON.stringify(state), (_k, v) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
    );
    expect(Object.keys(reordered)).not.toEqual(Object.keys(state));
    expect(hashState(reordered)).toBe(hashState(state));
    expect(hashState(JSON.parse(JSON.stringify(state)))).toBe(hashState(state));
  });

  test('apply never changes the state it is given, and a different state hashes differently', () => {
    const { state } = Game.of(SIX);
    const before = hashState(state);
    const after = apply(state, 'ann', { type: 'pass', to: 'bob' }).state;
    expect(hashState(state)).toBe(before);
    expect(hashState(after)).not.toBe(before);
    expect(hashState(state)).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a refused command leaves the state exactly as it was', () => {
    const g = Game.of(SIX);
    const before = hashState(g.state);
    expect(() => apply(g.state, 'bob', { type: 'pass', to: 'cat' })).toThrow();
    expect(hashState(g.state)).toBe(before);
  });

  test('over whole random games, no command changes the state it was applied to', () => {
    for (const players of [6, 9, 11]) {
      for (let n = 0; n < 20; n++) {
        const choices = new SeededDice(seedOf(n, 7));
        let state = setup(players, {}, new SeededDice(seedOf(n))).state;
        while (!state.outcome) {
          const before = JSON.stringify(state);
          const seat = whoMustAct(state)[0] as string;
          const next = apply(state, seat, randomBot(state, seat, choices)).state;
          expect(JSON.stringify(state)).toBe(before);
          state = next;
        }
      }
    }
  });
});

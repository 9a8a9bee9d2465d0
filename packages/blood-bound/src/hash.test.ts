import { describe, expect, test } from 'vitest';
import { apply } from './apply.js';
import { hashState } from './hash.js';
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
});

import { describe, expect, test } from 'vitest';
import { turn } from '../__fixtures__/helpers.js';
import type { InducementsState } from '../inducements/types.js';
import { cloneState } from '../state/clone.js';
import { KEYED_FIELDS, PLAYER_FIELDS, StateKeys, sameContent, sameJson } from './state-key.js';

/** Purses of a match with inducements, with the once-per-game uses made so far. */
const inducementsOf = (used: string[]): InducementsState =>
  ({
    mode: 'exhibition',
    first: null,
    sides: { home: { budget: 0, spent: 0, bought: [] }, away: { budget: 0, spent: 0, bought: [] } },
    prayers: { home: [], away: [] },
    used,
  }) as unknown as InducementsState;

describe('state keys of an odds tree', () => {
  const root = turn(
    [
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'a1', team: 'away', at: [6, 7] },
    ],
    { ball: { carrier: 'h1' } },
  );

  test('the key reads every field a state copy has', () => {
    const withInducements = { ...root, inducements: inducementsOf([]) };
    expect(Object.keys(cloneState(withInducements)).sort()).toEqual([...KEYED_FIELDS].sort());
  });

  test('an inducement used is another state: Igor used or not never merge', () => {
    const fresh = { ...root, inducements: inducementsOf([]) };
    const used = cloneState(fresh);
    used.inducements = inducementsOf(['home:igor']);
    const keys = new StateKeys(fresh);
    expect(keys.key(used)).not.toBe(keys.key(cloneState(fresh)));
    expect(sameContent(used, fresh)).toBe(false);
    expect(sameContent(cloneState(fresh), fresh)).toBe(true);
  });

  test('a copy nobody changed has the root’s key; each change gives another key', () => {
    const keys = new StateKeys(root);
    const same = keys.key(cloneState(root));
    expect(keys.key(root)).toBe(same);
    const changes: ((s: ReturnType<typeof cloneState>) => void)[] = [
      (s) => {
        s.ball = { kind: 'ground', at: { x: 5, y: 7 } };
      },
      (s) => {
        const p = s.players[1];
        if (p) s.players[1] = { ...p, status: 'prone' };
      },
      (s) => {
        const p = s.players[0];
        if (p) s.players[0] = { ...p, at: { x: 5, y: 8 } };
      },
      (s) => {
        s.teams.home = { ...s.teams.home, rerolls: s.teams.home.rerolls + 1 };
      },
      (s) => {
        if (s.turnState) s.turnState = { ...s.turnState, turnover: 'fell-over' };
      },
      (s) => {
        s.stack.push({ kind: 'bounce', from: { x: 5, y: 7 }, kick: null });
      },
      (s) => {
        s.touchdownBy = 'home';
      },
    ];
    const seen = new Set([same]);
    expect(sameContent(cloneState(root), root)).toBe(true);
    for (const change of changes) {
      const s = cloneState(root);
      change(s);
      const k = keys.key(s);
      expect(seen.has(k)).toBe(false);
      seen.add(k);
      // The keyless comparison tells the same changes apart.
      expect(sameContent(s, root)).toBe(false);
      expect(sameContent(s, cloneState(s))).toBe(true);
    }
    // A player copy with a field the root's lacks is told apart too.
    const extra = cloneState(root);
    const p0 = extra.players[0];
    if (p0) extra.players[0] = { ...p0, unnamed: true };
    expect(keys.key(extra)).not.toBe(same);
    // Each field a player may have, changed alone, gives another key.
    for (const field of PLAYER_FIELDS) {
      const s = cloneState(root);
      const p = s.players[0];
      if (p) s.players[0] = { ...p, [field]: { changed: field } };
      const k = keys.key(s);
      expect(seen.has(k), field).toBe(false);
      seen.add(k);
    }
    // Equal content reached twice (two pushes of the same procedure) gives one key.
    const a = cloneState(root);
    const b = cloneState(root);
    a.stack.push({ kind: 'bounce', from: { x: 1, y: 1 }, kick: null });
    b.stack.push({ kind: 'bounce', from: { x: 1, y: 1 }, kick: null });
    expect(keys.key(a)).toBe(keys.key(b));
    expect(sameContent(a, b)).toBe(true);
    b.stack.push({ kind: 'bounce', from: { x: 1, y: 2 }, kick: null });
    a.stack.push({ kind: 'bounce', from: { x: 1, y: 1 }, kick: null });
    expect(sameContent(a, b)).toBe(false);
  });

  test('values are the same exactly when their JSON is', () => {
    const values: unknown[] = [
      null,
      0,
      1,
      'a',
      true,
      [],
      [1, 2],
      [2, 1],
      {},
      { a: 1 },
      { a: 1, b: undefined },
      { a: 1, b: 2 },
      { b: 2, a: 1 },
      { a: [1, { c: null }] },
      { a: [1, { c: 0 }] },
      { a: [1] },
    ];
    for (const x of values)
      for (const y of values)
        expect(sameJson(x, y), `${JSON.stringify(x)} ${JSON.stringify(y)}`).toBe(
          JSON.stringify(x) === JSON.stringify(y),
        );
  });
});

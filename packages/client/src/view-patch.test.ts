import { describe, expect, test } from 'vitest';
import { applyPatch, diffView, viewHash } from './view-patch.js';

/** Pairs of views (origin: shapes a Blood Bowl view goes through between two commands). */
const CASES: [string, unknown, unknown][] = [
  ['a number changes', { turn: 1, half: 1 }, { turn: 2, half: 1 }],
  ['a member appears and one goes', { a: 1, b: { c: 2 } }, { a: 1, d: [1, 2] }],
  ['an array grows', { players: [{ id: 'p1' }] }, { players: [{ id: 'p1' }, { id: 'p2', at: [3, 4] }] }],
  ['an array shrinks', { options: [1, 2, 3, 4] }, { options: [2] }],
  [
    'null becomes an object and back',
    { decision: null, x: { y: 1 } },
    { decision: { team: 'home' }, x: null },
  ],
  ['the type of a member changes', { v: [1] }, { v: { 0: 1 } }],
  [
    'nested arrays in objects',
    {
      grid: [
        [0, 1],
        [1, 0],
      ],
    },
    { grid: [[0, 1], [1, 1], [2]] },
  ],
  ['the whole view is replaced', [1, 2], { not: 'an array' }],
  ['undefined members count as absent', { a: 1, b: undefined }, { a: 1 }],
  [
    'items leave the middle of a list, rebuilt as new objects',
    { options: [{ p: 'a', x: 1 }, { p: 'b' }, { p: 'c' }, { p: 'd', x: [1, 2] }, { p: 'e' }] },
    { options: [{ p: 'a', x: 1 }, { p: 'd', x: [1, 2] }, { p: 'e' }] },
  ],
  ['items come into the middle of a list', [1, [2], 3, 4, 5, 6], [1, [2], 'x', 'y', 'z', 3, 4, 5, 6]],
  ['a list loses its head', [{ a: 1 }, { b: 2 }, { c: 3 }, { d: 4 }], [{ c: 3 }, { d: 4 }]],
];

describe('view patches', () => {
  test.each(CASES)(
    '%s: the patch turns the old view into the new one, leaving the old one as it was',
    (_, from, to) => {
      const before = structuredClone(from);
      const patched = applyPatch(from, diffView(from, to));
      expect(patched).toEqual(JSON.parse(JSON.stringify(to)));
      expect(from).toEqual(before);
      expect(viewHash(patched)).toBe(viewHash(to));
    },
  );

  test('the patch through JSON is the same patch (what the socket carries)', () => {
    const [, from, to] = CASES[2]!;
    const wire = JSON.parse(JSON.stringify(diffView(from, to)));
    expect(applyPatch(from, wire)).toEqual(to);
  });

  test('a container is sent whole exactly when that is shorter as JSON than its changes', () => {
    // Many small changes inside a short list: the list whole is shorter.
    const options = (n: number) => Array.from({ length: 12 }, (_, i) => ({ x: i + n, y: n }));
    const from = { turn: 1, decision: { team: 'home', options: options(0) } };
    const to = { turn: 1, decision: { team: 'home', options: options(1) } };
    expect(diffView(from, to)).toEqual([{ p: ['decision', 'options'], v: to.decision.options }]);
    // A few changes deep inside a long list: the changes are shorter, and each one is sent.
    const long = Array.from({ length: 40 }, (_, i) => ({
      id: `player-${i}`,
      name: `A long player name ${i}`,
    }));
    const moved = long.map((p, i) => (i % 10 === 0 ? { ...p, name: `${p.name}!` } : p));
    const patch = diffView({ players: long }, { players: moved });
    expect(patch).toHaveLength(4);
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(moved).length);
    for (const op of patch) expect(op.p).toEqual(['players', expect.any(Number), 'name']);
  });

  test('an unchanged subtree is skipped by identity: sharing states patch only what changed', () => {
    const players = Array.from({ length: 22 }, (_, i) => ({ id: `p${i}`, skills: ['Block', 'Dodge'] }));
    const from = { players, ball: [5, 7] };
    const to = { players, ball: [6, 7] };
    expect(diffView(from, to)).toEqual([{ p: ['ball', 0], v: 6 }]);
  });

  test('items that came or went in the middle of a list travel as one splice, not as every later item', () => {
    const option = (player: string, action: string) => ({ type: 'activate', player, action });
    const actions = ['move', 'blitz', 'forgo'];
    const from = { options: ['p3', 'p5', 'p7', 'p9'].flatMap((p) => actions.map((a) => option(p, a))) };
    // The next view rebuilds every option: p3 has acted, the others are still there.
    const to = { options: ['p5', 'p7', 'p9'].flatMap((p) => actions.map((a) => option(p, a))) };
    expect(diffView(from, to)).toEqual([{ p: ['options'], at: 0, del: 3, ins: [] }]);
    expect(applyPatch(from, diffView(from, to))).toEqual(to);
  });

  test('a container measured only as far as a short patch is not taken for that long further up', () => {
    // `inner` is measured up to its two small changes' length and found longer; the view above it must
    // still count all of it, and so send the six changes rather than the whole view.
    const list = Array.from({ length: 50 }, (_, i) => `a long enough entry ${i}`);
    const from = { inner: { list, d: 1, e: 1 }, q: 1, r: 1, s: 1, t: 1 };
    const to = { inner: { list, d: 2, e: 2 }, q: 2, r: 2, s: 2, t: 2 };
    expect(diffView(from, to)).toEqual([
      { p: ['inner', 'd'], v: 2 },
      { p: ['inner', 'e'], v: 2 },
      ...['q', 'r', 's', 't'].map((k) => ({ p: [k], v: 2 })),
    ]);
    // One object twice in a list (measured once, counted twice) that came in as a splice.
    const option = { type: 'move', to: { x: 3, y: 4 }, path: [1, 2, 3] };
    const before = { options: [{ type: 'end' }, { type: 'move', to: { x: 1, y: 1 }, path: [] }] };
    const after = { options: [option, option, { type: 'end' }] };
    expect(diffView(before, after)).toEqual([{ p: ['options'], at: 0, del: 2, ins: after.options }]);
  });

  test('a square whose x and y both changed travels as one value', () => {
    const from = { players: [{ id: 'p1', at: { x: 3, y: 7 } }] };
    const to = { players: [{ id: 'p1', at: { x: 4, y: 8 } }] };
    expect(diffView(from, to)).toEqual([{ p: ['players', 0, 'at'], v: { x: 4, y: 8 } }]);
  });

  test('the hash ignores key order and sees every value', () => {
    expect(viewHash({ a: 1, b: [1, 2] })).toBe(viewHash({ b: [1, 2], a: 1 }));
    expect(viewHash({ a: 1, b: [1, 2] })).not.toBe(viewHash({ a: 1, b: [2, 1] }));
    expect(viewHash({ a: 1 })).not.toBe(viewHash({ a: '1' }));
    expect(viewHash({ a: null })).not.toBe(viewHash({}));
    expect(viewHash({ a: 0.5 })).not.toBe(viewHash({ a: 0.25 }));
    const memo = new WeakMap<object, number>();
    const view = { x: { y: [1, 2, 3] } };
    expect(viewHash(view, memo)).toBe(viewHash(view));
    expect(viewHash(view, memo)).toBe(viewHash(structuredClone(view)));
  });

  test('a memo kept to a depth holds only the shallow subtrees, and the hash is the same', () => {
    const view = { teams: { home: { score: 1 } }, decision: { options: [{ x: 1 }, { x: 2 }] } };
    const memo = new WeakMap<object, number>();
    expect(viewHash(view, memo, 1)).toBe(viewHash(view));
    expect([view, view.teams, view.decision].every((o) => memo.has(o))).toBe(true);
    expect([view.teams.home, view.decision.options, view.decision.options[0]!].some((o) => memo.has(o))).toBe(
      false,
    );
    // A changed deep value under a memoised-depth parent that was rebuilt is seen.
    const next = { ...view, teams: { home: { score: 2 } } };
    expect(viewHash(next, memo, 1)).toBe(viewHash(next));
    expect(viewHash(next, memo, 1)).not.toBe(viewHash(view, memo, 1));
  });

  test('a patch that does not fit the view is refused', () => {
    expect(() => applyPatch({ a: 1 }, [{ p: ['a', 'b'], v: 2 }])).toThrow(/no container/);
    expect(() => applyPatch({ a: [1, 2] }, [{ p: ['a'], at: 1, del: 2, ins: [] }])).toThrow(/does not fit/);
    expect(() => applyPatch({ a: 1 }, [{ p: ['a'], at: 0, del: 0, ins: [2] }])).toThrow(/no array/);
  });
});

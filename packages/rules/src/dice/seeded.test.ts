import { describe, expect, test } from 'vitest';
import { DIE_KINDS, DIE_SIDES, type DieKind } from './kinds.js';
import { deriveDie, deriveRolls, parseSeed, SeededDice, seedCommitment } from './seeded.js';

// Test vector, also printed in README.md. Computed independently with Python's hmac/hashlib.
const SEED_HEX = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const SEED_BYTES = Uint8Array.from({ length: 32 }, (_, i) => i);
const VECTOR_KINDS: DieKind[] = [
  'D6',
  'D6',
  'D8',
  'D16',
  'D3',
  'BLOCK',
  'D6',
  'D6',
  'D8',
  'D16',
  'D3',
  'BLOCK',
];
const VECTOR_ROLLS = [4, 1, 2, 10, 2, 2, 2, 6, 2, 14, 2, 6];
// 40 D6 cross from block 0 into block 1 and include two rejected bytes (254 at byte 6 and at byte 40).
const FORTY_D6 = [
  4, 1, 2, 6, 5, 2, 2, 6, 2, 4, 2, 6, 1, 6, 3, 4, 4, 1, 2, 2, 4, 6, 2, 4, 1, 1, 2, 3, 1, 5, 4, 5, 3, 3, 6, 4,
  1, 5, 2, 6,
];

describe('SeededDice', () => {
  test('README test vector', () => {
    const dice = new SeededDice(SEED_HEX);
    expect(VECTOR_KINDS.map((k) => dice.roll(k))).toEqual(VECTOR_ROLLS);
    // 12 rolls read 13 bytes: byte 6 (0xfe) was rejected for the seventh roll, a D6.
    expect(dice.position).toBe(13);
  });

  test('rolls across a block boundary match the reference', () => {
    const dice = new SeededDice(SEED_BYTES);
    expect(Array.from({ length: 40 }, () => dice.roll('D6'))).toEqual(FORTY_D6);
    expect(dice.position).toBe(42);
  });

  test('hex and byte seeds (either case) give the same stream', () => {
    const kinds: DieKind[] = Array(50).fill('D16');
    expect(deriveRolls(SEED_BYTES, kinds)).toEqual(deriveRolls(SEED_HEX.toUpperCase(), kinds));
  });

  test('deriveRolls re-derives what a game rolled', () => {
    expect(deriveRolls(SEED_HEX, VECTOR_KINDS)).toEqual(VECTOR_ROLLS);
  });

  test('resuming at a persisted position continues byte-identically', () => {
    const kinds = Array.from({ length: 500 }, (_, i) => DIE_KINDS[(i * 7) % DIE_KINDS.length] as DieKind);
    const whole = new SeededDice(SEED_HEX);
    const all = kinds.map((k) => whole.roll(k));
    for (const cut of [0, 1, 13, 31, 32, 33, 250, 499]) {
      const first = new SeededDice(SEED_HEX);
      const before = kinds.slice(0, cut).map((k) => first.roll(k));
      const resumed = new SeededDice(SEED_HEX, first.position);
      const after = kinds.slice(cut).map((k) => resumed.roll(k));
      expect([...before, ...after]).toEqual(all);
      expect(deriveRolls(SEED_HEX, kinds.slice(cut), first.position)).toEqual(all.slice(cut));
    }
  });

  test('different seeds give different streams', () => {
    const other = `ff${SEED_HEX.slice(2)}`;
    const kinds: DieKind[] = Array(32).fill('D16');
    expect(deriveRolls(other, kinds)).not.toEqual(deriveRolls(SEED_HEX, kinds));
  });

  test('the caller may reuse or wipe its seed buffer afterwards', () => {
    const bytes = Uint8Array.from(SEED_BYTES);
    const dice = new SeededDice(bytes);
    bytes.fill(0);
    expect(VECTOR_KINDS.map((k) => dice.roll(k))).toEqual(VECTOR_ROLLS);
  });

  // Fixed seed, so this is deterministic: the bound (p ≈ 0.001 for each test) can never flake.
  const CHI2_999: Record<number, number> = { 3: 13.82, 6: 20.52, 8: 24.32, 16: 39.25 };
  test.each(DIE_KINDS.map((k) => [k]))('%s is uniform over its faces (chi-square)', (kind) => {
    const sides = DIE_SIDES[kind];
    const n = 60_000;
    const counts = new Array<number>(sides + 1).fill(0);
    const dice = new SeededDice(SEED_HEX);
    for (let i = 0; i < n; i++) {
      const v = dice.roll(kind);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    expect(counts.length).toBe(sides + 1); // nothing outside 1..sides was ever returned
    const expected = n / sides;
    const chi2 = counts.slice(1).reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(counts[0]).toBe(0);
    expect(chi2).toBeLessThan(CHI2_999[sides] as number);
  });

  test('is fast enough for the engine benchmark', () => {
    const dice = new SeededDice(SEED_HEX);
    const n = 200_000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) dice.roll('D6');
    const ms = performance.now() - t0;
    // Very generous bound (7.5 µs per roll) so a busy machine cannot flake it; typical is ≈ 0.3 µs.
    expect(ms).toBeLessThan(1_500);
  });

  test.each([
    ['short hex', 'abcd'],
    ['non-hex', 'z'.repeat(64)],
    ['31 bytes', new Uint8Array(31)],
    ['33 bytes', new Uint8Array(33)],
  ])('rejects a bad seed: %s', (_label, seed) => {
    expect(() => new SeededDice(seed)).toThrow(/seed must be/);
  });

  test.each([[-1], [1.5], [Number.NaN]])('rejects position %s', (position) => {
    expect(() => new SeededDice(SEED_HEX, position)).toThrow(/position/);
  });

  test('parseSeed returns a copy', () => {
    const parsed = parseSeed(SEED_BYTES);
    expect(parsed).toEqual(SEED_BYTES);
    expect(parsed).not.toBe(SEED_BYTES);
  });
});

describe('SeededDice.die', () => {
  // README vector for die(sides); byte 6 (0xfe) is rejected by die(100) (limit 200), never by die(256).
  const SIDES = [2, 5, 9, 12, 52, 100, 100, 256, 3, 200, 255, 7];
  const VALUES = [2, 3, 2, 6, 13, 52, 74, 42, 2, 142, 44, 5];

  test('README test vector, with a rejected byte', () => {
    const dice = new SeededDice(SEED_HEX);
    expect(SIDES.map((n) => dice.die(n))).toEqual(VALUES);
    expect(dice.position).toBe(13);
    expect(deriveDie(SEED_HEX, SIDES)).toEqual(VALUES);
  });

  test('die(n) reads the stream exactly as roll does for a die kind of n faces', () => {
    const byKind = new SeededDice(SEED_HEX);
    const bySides = new SeededDice(SEED_HEX);
    for (let i = 0; i < 300; i++) {
      const kind = DIE_KINDS[i % DIE_KINDS.length] as DieKind;
      expect(bySides.die(DIE_SIDES[kind])).toBe(byKind.roll(kind));
    }
    expect(bySides.position).toBe(byKind.position);
  });

  test('die and roll share one stream: resuming at a position mixes them byte-identically', () => {
    const first = new SeededDice(SEED_HEX);
    const before = [first.die(12), first.roll('D6'), first.die(7)];
    const rest = deriveDie(SEED_HEX, [11, 10, 9], first.position);
    const whole = new SeededDice(SEED_HEX);
    expect([
      whole.die(12),
      whole.roll('D6'),
      whole.die(7),
      whole.die(11),
      whole.die(10),
      whole.die(9),
    ]).toEqual([...before, ...rest]);
  });

  test.each([[0], [1], [257], [2.5], [Number.NaN]])('rejects %s sides and reads nothing', (sides) => {
    const dice = new SeededDice(SEED_HEX);
    expect(() => dice.die(sides)).toThrow(/a die has 2\.\.256 sides/);
    expect(dice.position).toBe(0);
  });

  test('die(7) is uniform over its faces (chi-square)', () => {
    const dice = new SeededDice(SEED_HEX);
    const counts = new Array<number>(8).fill(0);
    for (let i = 0; i < 70_000; i++) {
      const v = dice.die(7);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    expect(counts.length).toBe(8);
    expect(counts[0]).toBe(0);
    const chi2 = counts.slice(1).reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(22.46); // p = 0.001 for 6 degrees of freedom
  });
});

describe('seedCommitment', () => {
  test('is the SHA-256 of the seed bytes', () => {
    const expected = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
    expect(seedCommitment(SEED_HEX)).toBe(expected);
    expect(seedCommitment(SEED_BYTES)).toBe(expected);
  });
});

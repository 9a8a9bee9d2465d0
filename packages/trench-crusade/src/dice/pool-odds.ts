import { keptIndexes, poolSize } from './pool.js';

/** Probability of each total of a ±DICE pool: index = total, value = probability. */
export type Distribution = number[];

const FACTORIALS = [1];
function factorial(n: number): number {
  for (let i = FACTORIALS.length; i <= n; i++) FACTORIALS.push(FACTORIALS[i - 1]! * i);
  return FACTORIALS[n]!;
}

const CACHE = new Map<string, Distribution>();

/**
 * The exact distribution of a pool's total. Enumerates the multisets of faces (at most C(n+5, 5) of them,
 * 3,003 for 10 dice) weighted by how many ordered rolls give each, and keeps dice with the same
 * `keptIndexes` the roll uses, so odds and play cannot disagree.
 */
export function poolDistribution(base: number, modifier: number): Distribution {
  const key = `${base}:${modifier}`;
  const cached = CACHE.get(key);
  if (cached) return cached;
  const n = poolSize(base, modifier);
  const dist: Distribution = new Array(6 * base + 1).fill(0);
  const denominator = 6 ** n;
  const faces: number[] = [];
  const visit = (face: number, left: number, weight: number) => {
    if (face === 6) {
      for (let i = 0; i < left; i++) faces.push(6);
      const w = weight / factorial(left);
      const keep = keptIndexes(faces, base, modifier);
      const total = keep.reduce((sum, i) => sum + faces[i]!, 0);
      dist[total]! += (factorial(n) * w) / denominator;
      faces.length -= left;
      return;
    }
    for (let c = 0; c <= left; c++) {
      for (let i = 0; i < c; i++) faces.push(face);
      visit(face + 1, left - c, weight / factorial(c));
      faces.length -= c;
    }
  };
  visit(1, n, 1);
  CACHE.set(key, dist);
  return dist;
}

/** Distribution of `dist` plus a flat amount and optionally one extra D6 (Bloodbath), keyed by total. */
export function shifted(dist: Distribution, flat: number, extraD6: boolean): Map<number, number> {
  const out = new Map<number, number>();
  dist.forEach((p, total) => {
    if (p === 0) return;
    if (!extraD6) {
      out.set(total + flat, (out.get(total + flat) ?? 0) + p);
      return;
    }
    for (let die = 1; die <= 6; die++) {
      const t = total + flat + die;
      out.set(t, (out.get(t) ?? 0) + p / 6);
    }
  });
  return out;
}

import { type Dice, rollDie } from '../dice/dice.js';

/**
 * Random choices made with D6s, each die kept so the table's generation can be reported and replayed.
 */
export class TableDice {
  readonly rolled: number[] = [];
  constructor(readonly dice: Dice) {}

  d6(): number {
    const v = rollDie(this.dice, 'D6');
    this.rolled.push(v);
    return v;
  }

  /** Uniform in 0..n−1 (n ≤ 36), from one or two D6 with re-rolls of the excess. */
  below(n: number): number {
    if (n <= 1) return 0;
    const faces = n <= 6 ? 6 : 36;
    const limit = faces - (faces % n);
    for (;;) {
      const v = n <= 6 ? this.d6() - 1 : (this.d6() - 1) * 6 + (this.d6() - 1);
      if (v < limit) return v % n;
    }
  }

  /** A value in [lo, hi] on a grid of 36 steps. */
  between(lo: number, hi: number): number {
    return lo + ((hi - lo) * this.below(36)) / 35;
  }
}

import { DIE_SIDES, type Dice, type DieKind } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { Decision } from '../engine/decision.js';

/** A bot picks one of the decision's enumerated commands. */
export type Bot = (decision: Decision) => Command;

/**
 * The random bot: uniform over `pendingDecision`'s choices. Its own randomness comes from a separate
 * `Dice` (a D16/D8/D6 ladder), so it never touches the match's dice stream.
 */
export function randomBot(rng: Dice): Bot {
  return (d) => d.options[pick(rng, d.options.length)] as Command;
}

/** A uniform index in 0..n−1 from a dice source, by rejection over D16 digits (base 16). */
export function pick(rng: Dice, n: number): number {
  if (n <= 1) return 0;
  let range = 1;
  while (range < n) range *= 16;
  const limit = range - (range % n);
  for (;;) {
    let v = 0;
    for (let r = 1; r < range; r *= 16) v = v * 16 + (rng.roll('D16') - 1);
    if (v < limit) return v % n;
  }
}

/**
 * A small, fast, seeded generator (sfc32) for bots' own choices. Not for match dice: those come from
 * `SeededDice`, whose stream anyone can re-derive from the published seed.
 */
export class BotRandom implements Dice {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: Uint8Array) {
    const word = (i: number) =>
      ((seed[i] ?? 0) |
        ((seed[i + 1] ?? 0) << 8) |
        ((seed[i + 2] ?? 0) << 16) |
        ((seed[i + 3] ?? 0) << 24)) >>>
      0;
    this.#a = word(0);
    this.#b = word(4);
    this.#c = word(8);
    this.#d = word(12) | 1;
    for (let i = 0; i < 12; i++) this.#next();
  }

  #next(): number {
    const t = (((this.#a + this.#b) >>> 0) + this.#d) >>> 0;
    this.#d = (this.#d + 1) >>> 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) >>> 0;
    this.#c = ((this.#c << 21) | (this.#c >>> 11)) >>> 0;
    this.#c = (this.#c + t) >>> 0;
    return t;
  }

  roll(kind: DieKind): number {
    const sides = DIE_SIDES[kind];
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % sides);
    for (;;) {
      const v = this.#next();
      if (v < limit) return (v % sides) + 1;
    }
  }
}

import type { Dice } from '../dice/index.js';
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

/**
 * The only randomness the rules see: a fair die with 2..256 sides, returning 1..sides. The host passes the
 * match's seeded stream (`SeededDice.die` in `@dugout/rules`), so a deal can be re-derived from the
 * published seed; tests pass `ScriptedDice` with `dieRoll(sides, value)` entries.
 */
export interface Random {
  die(sides: number): number;
}

const MAX_SIDES = 256;

function draw(random: Random, sides: number): number {
  const v = random.die(sides);
  if (!Number.isInteger(v) || v < 1 || v > sides) {
    throw new RangeError(`random.die(${sides}) returned ${v}, not an integer 1..${sides}`);
  }
  return v;
}

/**
 * Fisher–Yates, from the end: for i = n−1 down to 1, j = die(i+1) − 1 and swap items i and j. So a shuffle of
 * n items draws die(n), die(n−1), …, die(2), in that order, and nothing for n ≤ 1. Returns a new array.
 */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i >= 1; i--) {
    const j = draw(random, i + 1) - 1;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * A uniform index 0..n−1 (bots choosing among options, a first player). n ≤ 256 is one die(n); above, a
 * number written in base-256 digits of die(256) draws, rejected and redrawn when it falls in the last
 * incomplete multiple of n. No draw at all for n = 1.
 */
export function pickIndex(random: Random, n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`cannot pick among ${n} items`);
  if (n === 1) return 0;
  if (n <= MAX_SIDES) return draw(random, n) - 1;
  let digits = 1;
  while (MAX_SIDES ** digits < n) digits += 1;
  const span = MAX_SIDES ** digits;
  const limit = span - (span % n);
  for (;;) {
    let v = 0;
    for (let d = 0; d < digits; d++) v = v * MAX_SIDES + (draw(random, MAX_SIDES) - 1);
    if (v < limit) return v % n;
  }
}

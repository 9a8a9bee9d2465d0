/** A small seeded generator for bots' and random players' choices, so a test plays the same way every run. */
export function botRandom(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return n <= 1 ? 0 : x % n;
  };
}

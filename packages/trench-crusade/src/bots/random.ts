/** Randomness for a bot's choices only (never the game's dice): a uniform integer in 0..n−1. */
export type BotRandom = (n: number) => number;

/** A small seeded generator (mulberry32) for bots and random warbands, so seeded games replay exactly. */
export function seededRandom(seed: number): BotRandom {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(u * n);
  };
}

export function pick<T>(random: BotRandom, list: readonly T[]): T {
  return list[random(list.length)]!;
}

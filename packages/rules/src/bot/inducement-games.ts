import type { InducementSetup } from '../inducements/types.js';
import { ROSTER_IDS, type RosterId } from '../rosters/ids.js';
import { BotRandom, pick } from './random.js';

/**
 * Game `g` of the random-inducement self-play (test and `bench:engine --inducements`): its seed, the
 * home roster (cycling through all 30), a random away roster and each side's budget, 0–600k in 50k steps.
 */
export function inducementGame(g: number): {
  seed: Uint8Array;
  home: RosterId;
  away: RosterId;
  inducements: InducementSetup;
} {
  const seed = new Uint8Array(32).map((_, i) => (i === 0 ? g & 0xff : i === 1 ? (g >> 8) & 0xff : i + 7));
  const rng = new BotRandom(seed.map((b) => b ^ 0x33));
  return {
    seed,
    home: ROSTER_IDS[g % ROSTER_IDS.length] as RosterId,
    away: ROSTER_IDS[pick(rng, ROSTER_IDS.length)] as RosterId,
    inducements: {
      mode: 'exhibition',
      budget: { home: pick(rng, 13) * 50_000, away: pick(rng, 13) * 50_000 },
    },
  };
}

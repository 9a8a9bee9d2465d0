import type { EditionId } from '../edition/edition.js';
import type { InducementSetup } from '../inducements/types.js';
import { BotRandom, pick } from './random.js';
import { type AnyRosterId, selfPlayRosters } from './starting-teams.js';

/**
 * Game `g` of the random-inducement self-play (tests and `bench:engine --inducements`) in an edition: its
 * seed, the home roster (cycling through the edition's rosters: 30 BB2025, 24 LRB6), a random away roster
 * and each side's budget, 0–600k in 50k steps. The edition's own list is bought from.
 */
export function inducementGame(
  g: number,
  edition: EditionId = 'bb2025',
): {
  seed: Uint8Array;
  home: AnyRosterId;
  away: AnyRosterId;
  inducements: InducementSetup;
} {
  const ids = selfPlayRosters(edition);
  const seed = new Uint8Array(32).map((_, i) => (i === 0 ? g & 0xff : i === 1 ? (g >> 8) & 0xff : i + 7));
  const rng = new BotRandom(seed.map((b) => b ^ 0x33));
  return {
    seed,
    home: ids[g % ids.length] as AnyRosterId,
    away: ids[pick(rng, ids.length)] as AnyRosterId,
    inducements: {
      mode: 'exhibition',
      budget: { home: pick(rng, 13) * 50_000, away: pick(rng, 13) * 50_000 },
    },
  };
}

import { describe, expect, test } from 'vitest';
import { inducementGame } from '../../bot/inducement-games.js';
import { selfPlay } from '../../bot/self-play.js';
import { CLASSIC_ROSTER_IDS } from '../../rosters/classic/ids.js';
import { LRB6_LIST } from './catalogue.js';

/** One game per LRB6 roster at home, in chunks that each stay short. */
const GAMES = CLASSIC_ROSTER_IDS.length;
const CHUNK = 6;
const LRB6_ITEMS = new Set<string>(LRB6_LIST.items.map((d) => d.id));

describe('classic self-play with random inducement budgets across the 24 LRB6 rosters', () => {
  const chunks = Array.from({ length: GAMES / CHUNK }, (_, i) => i * CHUNK);
  test.each(chunks)(
    `games %i + ${CHUNK} end without a failure; every side buys from the LRB6 list within its budget`,
    (first) => {
      let bought = 0;
      for (let g = first; g < first + CHUNK; g++) {
        const { seed, home, away, inducements } = inducementGame(g, 'classic');
        if (inducements.mode !== 'exhibition') throw new Error('exhibition games only');
        const r = selfPlay({ seed, home, away, inducements, edition: 'classic' });
        const where = `game ${g} (${home} v ${away})`;
        expect(r.state.edition, where).toBe('classic');
        expect(r.state.finished, where).toBe(true);
        expect(r.state.decision, where).toBeNull();
        for (const side of ['home', 'away'] as const) {
          const ind = r.state.inducements?.sides[side];
          expect(ind?.done, where).toBe(true);
          expect(ind?.spentTreasury ?? 0, where).toBeLessThanOrEqual(inducements.budget[side]);
          for (const b of ind?.bought ?? []) expect(LRB6_ITEMS.has(b.item), `${where}: ${b.item}`).toBe(true);
          bought += ind?.bought.length ?? 0;
        }
        // Never more than 16 players a side, Mercenaries included.
        for (const side of ['home', 'away'] as const)
          expect(r.state.players.filter((p) => p.team === side).length, where).toBeLessThanOrEqual(16);
      }
      expect(bought).toBeGreaterThan(0);
    },
    120_000,
  );
});

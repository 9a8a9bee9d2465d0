import { describe, expect, test } from 'vitest';
import { inducementGame } from '../bot/inducement-games.js';
import { selfPlay } from '../bot/self-play.js';

/** Games in the test run (1,000 in `pnpm bench:engine --inducements`), in chunks that each stay short. */
const GAMES = 200;
const CHUNK = 20;

describe('self-play with random inducements across all 30 rosters', () => {
  const chunks = Array.from({ length: GAMES / CHUNK }, (_, i) => i * CHUNK);
  test.each(chunks)(
    `games %i + ${CHUNK} end without a failure; every side buys within its budget`,
    (first) => {
      let bought = 0;
      for (let g = first; g < first + CHUNK; g++) {
        const { seed, home, away, inducements } = inducementGame(g);
        if (inducements.mode !== 'exhibition') throw new Error('exhibition games only');
        const r = selfPlay({ seed, home, away, inducements });
        const where = `game ${g} (${home} v ${away})`;
        expect(r.state.finished, where).toBe(true);
        expect(r.state.decision, where).toBeNull();
        for (const side of ['home', 'away'] as const) {
          const ind = r.state.inducements?.sides[side];
          expect(ind?.done, where).toBe(true);
          const spent = (ind?.spentTreasury ?? 0) + (ind?.spentPettyCash ?? 0);
          expect(spent, where).toBeLessThanOrEqual(inducements.budget[side]);
          bought += ind?.bought.length ?? 0;
        }
      }
      // The bots do buy (uniform over the options, `done` being one of them).
      expect(bought).toBeGreaterThan(CHUNK);
    },
    120_000,
  );
});

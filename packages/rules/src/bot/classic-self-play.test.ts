import { describe, expect, test } from 'vitest';
import type { GameEvent } from '../engine/events.js';
import { ROSTER_IDS } from '../rosters/index.js';
import { selfPlay } from './self-play.js';

const seed = (n: number) => new Uint8Array(32).map((_, i) => (i === 0 ? n : (i * 13 + n) & 0xff));

/**
 * Whole classic matches with random bots. The rosters are BB2025's read as classic characteristics
 * (`Edition.fromBb2025Stats`) until the LRB6 rosters are wired in; the rules are the classic edition's.
 */
describe('classic self-play', () => {
  test.each(ROSTER_IDS.map((home, i) => [home, ROSTER_IDS[(i + 7) % ROSTER_IDS.length]] as const))(
    '%s v %s runs to the end under classic rules',
    (home, away) => {
      const events: GameEvent[] = [];
      const r = selfPlay({
        seed: seed(ROSTER_IDS.indexOf(home)),
        home,
        away,
        edition: 'classic',
        onStep: (_s, _c, e) => events.push(...e),
      });
      expect(r.state.edition).toBe('classic');
      expect(r.state.finished).toBe(true);
      expect(r.state.stack).toHaveLength(0);
      // Classic players carry no PA and AG as a characteristic.
      expect(r.state.players.every((p) => p.stats.pa === null)).toBe(true);
      // Every dodge read the AG table and carried the +1.
      for (const e of events)
        if (e.kind === 'roll' && e.purpose === 'dodge' && !e.rerolled)
          expect(e.modifiers.some((m) => m.reason === 'dodge roll')).toBe(true);
      // Casualties are D68 rolls: a D6 and a D8.
      for (const e of events)
        if (e.kind === 'roll' && e.purpose === 'casualty') expect(e.natural).toHaveLength(2);
    },
  );
});

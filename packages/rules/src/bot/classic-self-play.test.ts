import { describe, expect, test } from 'vitest';
import type { GameEvent } from '../engine/events.js';
import { CLASSIC_ROSTER_IDS, type ClassicRosterId, getClassicRoster } from '../rosters/index.js';
import { selfPlay } from './self-play.js';
import { benchPairing, cyclingPair, startingTeam } from './starting-teams.js';

const seed = (n: number) => new Uint8Array(32).map((_, i) => (i === 0 ? n : (i * 13 + n) & 0xff));
const N = CLASSIC_ROSTER_IDS.length;

describe('the bench and self-play field every LRB6 roster', () => {
  test('the classic pairing gives each roster a home and an away game in every lap of 24, never itself', () => {
    for (let lap = 0; lap < 3; lap++) {
      const games = Array.from({ length: N }, (_, i) => benchPairing('classic', lap * N + i));
      expect(new Set(games.map(([home]) => home))).toEqual(new Set(CLASSIC_ROSTER_IDS));
      expect(new Set(games.map(([, away]) => away))).toEqual(new Set(CLASSIC_ROSTER_IDS));
      for (const [home, away] of games) expect(home).not.toBe(away);
    }
    // A new opponent each lap.
    expect(cyclingPair(CLASSIC_ROSTER_IDS, 0)).not.toEqual(cyclingPair(CLASSIC_ROSTER_IDS, N));
  });

  test.each(CLASSIC_ROSTER_IDS)(
    '%s: the starting team is the LRB6 roster, checked by the LRB6 rules',
    (id) => {
      const team = startingTeam('classic', id);
      const roster = getClassicRoster(id);
      expect(team).toMatchObject({ edition: 'classic', rosterId: id });
      expect(team.players.length).toBeGreaterThanOrEqual(11);
      for (const p of team.players) {
        const position = roster.positions.find((x) => x.id === p.positionId);
        expect(position, p.positionId).toBeDefined();
        expect({ ma: p.ma, st: p.st, ag: p.ag, pa: p.pa, av: p.av }).toEqual({
          ma: position?.ma,
          st: position?.st,
          ag: position?.ag,
          pa: null,
          av: position?.av,
        });
      }
    },
  );

  test('a roster only the other edition has is a clear error', () => {
    expect(() => startingTeam('classic', 'snotling')).toThrow('the classic rules have no roster "snotling"');
  });
});

/**
 * Whole classic matches with random bots between the LRB6 rosters' own starting teams: every roster once at
 * home and once away (the bench's first 24 pairings), under the classic rules.
 */
describe('classic self-play', () => {
  test.each(Array.from({ length: N }, (_, g) => [...benchPairing('classic', g), g] as const))(
    '%s v %s runs to the end under classic rules (game %i)',
    (home, away, g) => {
      const events: GameEvent[] = [];
      const r = selfPlay({
        seed: seed(g),
        home,
        away,
        edition: 'classic',
        onStep: (_s, _c, e) => events.push(...e),
      });
      expect(r.state.edition).toBe('classic');
      expect(r.state.finished).toBe(true);
      expect(r.state.stack).toHaveLength(0);
      expect([r.state.teams.home.roster, r.state.teams.away.roster]).toEqual([home, away]);
      // Classic players carry no PA and AG as a characteristic, as their LRB6 roster prints them.
      expect(r.state.players.every((p) => p.stats.pa === null)).toBe(true);
      // Each side fields its own LRB6 roster's positions.
      for (const [side, rosterId] of [
        ['home', home],
        ['away', away],
      ] as const) {
        const positions = getClassicRoster(rosterId as ClassicRosterId).positions.map((x) => x.id);
        for (const p of r.state.players.filter((x) => x.team === side))
          expect(positions, `${rosterId} ${p.position}`).toContain(p.position);
      }
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

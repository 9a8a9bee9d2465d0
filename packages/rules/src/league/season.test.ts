import { describe, expect, test } from 'vitest';
import { roundRobin } from './schedule.js';
import { DEFAULT_STANDINGS, standings } from './standings.js';
import type { FixtureResult } from './types.js';

const pairKey = (a: string, b: string) => [a, b].sort().join('-');

describe('roundRobin (circle method)', () => {
  test.each([
    [['a', 'b', 'c', 'd'], 3, 2],
    [['a', 'b', 'c', 'd', 'e'], 5, 2],
    [['a', 'b', 'c', 'd', 'e', 'f'], 5, 3],
  ])('%j: every pair meets once, nobody twice in a round', (teams, roundCount, perRound) => {
    const { rounds, byes } = roundRobin(teams);
    expect(rounds).toHaveLength(roundCount);
    const pairs = new Set<string>();
    rounds.forEach((fixtures, r) => {
      expect(fixtures).toHaveLength(perRound);
      const playing = fixtures.flatMap((f) => [f.home, f.away]);
      expect(new Set(playing).size).toBe(playing.length);
      if (teams.length % 2 === 1) expect(playing).not.toContain(byes[r]);
      for (const f of fixtures) {
        expect(f.round).toBe(r + 1);
        pairs.add(pairKey(f.home, f.away));
      }
    });
    expect(pairs.size).toBe((teams.length * (teams.length - 1)) / 2);
  });

  test('five teams: each sits out exactly one round', () => {
    const { byes } = roundRobin(['a', 'b', 'c', 'd', 'e']);
    expect([...byes].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  test('home and away: the return legs swap venues', () => {
    const { rounds } = roundRobin(['a', 'b', 'c', 'd'], { homeAndAway: true });
    expect(rounds).toHaveLength(6);
    const legs = rounds.flat().map((f) => `${f.home}>${f.away}`);
    expect(new Set(legs).size).toBe(12);
    expect(rounds[3]?.[0]).toEqual({ round: 4, home: rounds[0]?.[0]?.away, away: rounds[0]?.[0]?.home });
  });
});

const game = (home: string, away: string, h: number, a: number, hc = 0, ac = 0): FixtureResult => ({
  home,
  away,
  played: true,
  homeTouchdowns: h,
  awayTouchdowns: a,
  homeCasualties: hc,
  awayCasualties: ac,
});

describe('standings (§3.21 league scoring)', () => {
  test('W 3 / D 1 / L 0; an unplayed fixture is a loss for both', () => {
    const table = standings([
      game('a', 'b', 2, 1),
      game('c', 'd', 1, 1),
      { ...game('a', 'c', 0, 0), played: false },
    ]);
    expect(table.map((s) => [s.team, s.points, s.played, s.losses])).toEqual([
      ['a', 3, 2, 1],
      ['c', 1, 2, 1],
      ['d', 1, 1, 0],
      ['b', 0, 1, 1],
    ]);
  });

  test('bonus points: 3+ TDs, a clean sheet, 3+ casualties', () => {
    const settings = {
      ...DEFAULT_STANDINGS,
      bonus: { touchdowns: true, cleanSheet: true, casualties: true },
    };
    const [a, b] = standings([game('a', 'b', 3, 0, 3, 1)], settings);
    expect(a).toMatchObject({ team: 'a', points: 6, bonus: 3 });
    expect(b).toMatchObject({ team: 'b', points: 0, bonus: 0 });
  });

  test('head-to-head breaks a tie on points before TD difference', () => {
    // a, b and d on 3 points. Between them: b beat a, d beat b. TD difference: a +3, d +1, b 0.
    const results = [game('b', 'a', 1, 0), game('a', 'c', 4, 0), game('d', 'b', 1, 0)];
    expect(standings(results).map((s) => s.team)).toEqual(['d', 'b', 'a', 'c']);
    const byTd = standings(results, { ...DEFAULT_STANDINGS, tieBreakers: ['touchdown-difference'] });
    expect(byTd.map((s) => s.team)).toEqual(['a', 'd', 'b', 'c']);
  });

  test('three-way head-to-head is a mini-league; then TD difference, then casualties', () => {
    // a, b, c each beat one of the others 1-0: mini-league level; TD difference level; casualties decide.
    const results = [game('a', 'b', 1, 0, 2, 0), game('b', 'c', 1, 0, 1, 0), game('c', 'a', 1, 0, 0, 0)];
    const table = standings(results, {
      ...DEFAULT_STANDINGS,
      tieBreakers: ['head-to-head', 'touchdown-difference', 'casualties-caused'],
    });
    expect(table.map((s) => s.team)).toEqual(['a', 'b', 'c']);
  });
});

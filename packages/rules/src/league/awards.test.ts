import { describe, expect, test } from 'vitest';
import { d6, ScriptedDice } from '../dice/index.js';
import { awardPrize, unplayedFixtureAward } from './awards.js';
import { byNumber, humans } from './fixtures.js';
import { leagueTeamValue } from './value.js';

describe('§3.21 prizes and unplayed fixtures', () => {
  test.each([
    [1, 100_000, 3],
    [2, 60_000, 2],
    [3, 30_000, 2],
  ] as const)('place %i: %i gp, re-rolls %i', (place, gold, rerolls) => {
    const t = humans('h');
    const { value } = awardPrize(t, place);
    expect(value).toMatchObject({ treasury: gold, rerolls });
    if (place === 1) expect(leagueTeamValue(value) - leagueTeamValue(t)).toBe(50_000);
  });

  test('a conceded unplayed fixture: D6 × 10k and two MVPs for the opponent', () => {
    const dice = new ScriptedDice([d6(4), d6(2), d6(2)]);
    const { value, events } = unplayedFixtureAward(humans('h'), dice);
    expect(value.treasury).toBe(40_000);
    expect(byNumber(value, 2)).toMatchObject({ spp: 8, career: { mvps: 2 } });
    expect(events[0]).toMatchObject({ type: 'unplayed-fixture-award', gold: 40_000, roll: 4 });
  });
});

import { describe, expect, test } from 'vitest';
import { humanSheet, humans, patchPlayer, teamOf } from './fixtures.js';
import type { Advancement } from './types.js';
import { leagueCurrentTeamValue, leagueTeamValue, playerValue } from './value.js';

const blockAdvance: Advancement = {
  kind: 'chosen-primary',
  skill: { id: 'block' },
  access: 'primary',
  characteristic: null,
  swappedForSkill: false,
  sppCost: 6,
  valueIncrease: 30_000,
  matchId: null,
};

describe('TV and CTV (§3.19)', () => {
  // 11 linemen 550k + 2 blitzers 170k + thrower 75k + 2 re-rolls 100k + Apothecary 50k.
  test('TV counts players, re-rolls at roster price and staff', () => {
    expect(leagueTeamValue(humans())).toBe(945_000);
  });

  test('value increases count (an Elite skill +10k on top of +20k)', () => {
    const t = patchPlayer(humans(), 1, { advancements: [blockAdvance] });
    expect(playerValue(t.players[0] as never)).toBe(80_000);
    expect(leagueTeamValue(t)).toBe(975_000);
  });

  test('CTV leaves out Missing Next Game and Temporarily Retired players; TV keeps them', () => {
    let t = patchPlayer(humans(), 12, { missNextGame: true });
    t = patchPlayer(t, 14, { temporarilyRetired: true });
    expect(leagueTeamValue(t)).toBe(945_000);
    expect(leagueCurrentTeamValue(t)).toBe(945_000 - 85_000 - 75_000);
  });

  test('CTV counts the Journeymen the team will field', () => {
    // 11 linemen, two of them missing the game: two Journeymen (50k each) take their place.
    let t = humans('x', { players: humanSheet().players.slice(0, 11), captain: 3 });
    t = patchPlayer(patchPlayer(t, 1, { missNextGame: true }), 2, { missNextGame: true });
    expect(leagueCurrentTeamValue(t)).toBe(700_000);
    expect(leagueTeamValue(t)).toBe(700_000);
  });

  test('Low Cost Linemen: the Lineman hiring fee counts 0 in CTV, value increases still count', () => {
    const t = patchPlayer(teamOf('ogre', 'gnoblar-lineman', 11, 'o'), 1, { advancements: [blockAdvance] });
    expect(leagueTeamValue(t)).toBe(11 * 15_000 + 30_000);
    expect(leagueCurrentTeamValue(t)).toBe(30_000);
  });

  test('the dead, retired and fired are not on the roster', () => {
    const t = patchPlayer(humans(), 12, { status: 'dead' });
    expect(leagueTeamValue(t)).toBe(860_000);
  });
});

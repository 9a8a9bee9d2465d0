import { describe, expect, test } from 'vitest';
import { d6, ScriptedDice } from '../dice/index.js';
import { byNumber, humans, patchPlayer } from './fixtures.js';
import { offSeason, REDRAFT, redraftBudget } from './off-season.js';
import { defaultRedraftPlan, type RedraftPlan, redraftTeam } from './redraft.js';
import { rehireCost } from './roster.js';
import type { LeagueTeam } from './types.js';
import { leagueTeamValue, playerValue } from './value.js';

const noDice = () => new ScriptedDice([]);
/** The human fixture after one off-season: every player is in its second season. */
const afterSeason = (t: LeagueTeam = humans('h')) => offSeason(t, noDice()).value.team;
const ids = (...numbers: number[]) => numbers.map((n) => `h-p${n}`);
const staff = { rerolls: 2, apothecary: true, assistantCoaches: 0, cheerleaders: 0 };
const plan = (p: Partial<RedraftPlan>): RedraftPlan => ({ rehire: [], hire: [], ...staff, ...p });
const advanced = (t: LeagueTeam, number: number) =>
  patchPlayer(t, number, {
    advancements: [
      {
        kind: 'chosen-primary',
        skill: { id: 'sure-hands' },
        access: 'primary',
        characteristic: null,
        swappedForSkill: false,
        sppCost: 6,
        valueIncrease: 20_000,
        matchId: 'm1',
      },
    ],
  });

describe('§3.21 re-draft budget and agent fees', () => {
  test('600k Treasury, 14 games, 9 wins, 2 draws: 2,080,000, capped at 1.3M by default', () => {
    const t = { ...humans('h'), treasury: 600_000, record: { played: 14, wins: 9, draws: 2, losses: 3 } };
    // 1,000,000 + 600,000 + 14 × 20k + 9 × 20k + 2 × 10k
    expect(redraftBudget(t)).toBe(2_080_000);
    expect(redraftBudget(t, { cap: REDRAFT.recommendedCap })).toBe(1_300_000);
    expect(redraftBudget(t, { cap: 1_500_000 })).toBe(1_500_000);
    expect(offSeason(t, noDice(), { budgetCap: REDRAFT.recommendedCap }).value.budget).toBe(1_300_000);
  });

  test('a second-season player costs CV + 20k, a third-season one CV + 40k; the fee is not value', () => {
    const start = advanced(humans('h'), 12); // Blitzer 85k + Sure Hands 20k = CV 105k
    expect(rehireCost(byNumber(start, 12))).toBe(105_000);
    const second = afterSeason(start);
    expect(rehireCost(byNumber(second, 12))).toBe(125_000);
    const third = afterSeason(second);
    expect(rehireCost(byNumber(third, 12))).toBe(145_000);
    const all = ids(...Array.from({ length: 14 }, (_, i) => i + 1));
    const r = redraftTeam(third, 2_000_000, plan({ rehire: all }));
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.events).toContainEqual({ type: 'rehired', playerId: 'h-p12', cost: 145_000, agentFee: 40_000 });
    expect(playerValue(byNumber(r.team, 12))).toBe(105_000);
    expect(r.cost.agentFees).toBe(14 * 40_000);
  });
});

describe('redraftTeam', () => {
  test('re-hire, release, buy a rookie, change staff: exact cost, the rest becomes the Treasury', () => {
    const before = afterSeason();
    const r = redraftTeam(
      before,
      1_200_000,
      plan({
        rehire: ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13),
        hire: [{ positionId: 'human-catcher', name: 'Rookie' }],
        rerolls: 3,
        cheerleaders: 1,
      }),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    // 10 Linemen × (50k + 20k) + 2 Blitzers × (85k + 20k) + a Catcher 75k + 3 re-rolls × 50k + Apothecary
    // 50k + a Cheerleader 10k.
    expect(r.cost).toEqual({
      rehired: 910_000,
      agentFees: 240_000,
      rookies: 75_000,
      staff: 210_000,
      total: 1_195_000,
    });
    expect(r.team).toMatchObject({ treasury: 5_000, rerolls: 3, cheerleaders: 1, captainId: 'h-p12' });
    expect(r.team.players.find((p) => p.id === 'h-p15')).toMatchObject({
      number: 11,
      positionId: 'human-catcher',
      name: 'Rookie',
    });
    expect(r.team.players.filter((p) => p.status === 'fired').map((p) => p.id)).toEqual(ids(11, 14));
    expect(r.events.at(-1)).toEqual({
      type: 'redraft',
      budget: 1_200_000,
      cost: 1_195_000,
      treasury: 5_000,
      missedDeadline: false,
    });
    // TV counts the players' value, not what their agents were paid.
    expect(leagueTeamValue(r.team)).toBe(10 * 50_000 + 2 * 85_000 + 75_000 + 210_000);
    expect(before.players.every((p) => p.status === 'active')).toBe(true);
  });

  test('every problem at once, each with its path; nothing changes', () => {
    const before = afterSeason();
    const r = redraftTeam(
      before,
      100_000,
      plan({
        rehire: ['h-p1', 'nobody', 'h-p1', 'h-p12', 'h-p13'],
        hire: [{ positionId: 'human-blitzer' }, { positionId: 'human-wizard' }],
        rerolls: 9,
      }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.code, p.path])).toEqual(
      expect.arrayContaining([
        ['unknown-player', 'rehire[1]'],
        ['player-listed-twice', 'rehire[2]'],
        ['unknown-position', 'hire[1].positionId'],
        ['position-over-max', ''],
        ['too-few-players', ''],
        ['too-many-rerolls', 'rerolls'],
        ['over-budget', ''],
      ]),
    );
    expect(r.problems.find((p) => p.code === 'position-over-max')?.message).toBe(
      '3 × Human Blitzer (players #12, #13, #2); the roster allows 2',
    );
    expect(before).toEqual(afterSeason());
  });

  test('a Temporarily Retired player comes back only if re-hired; the others retire', () => {
    const hurt = {
      temporarilyRetired: true,
      lastingInjuries: [{ characteristic: 'ma' as const, matchId: 'm' }],
    };
    const t0 = patchPlayer(patchPlayer({ ...humans('h'), apothecary: false }, 1, hurt), 2, hurt);
    const t = offSeason(t0, new ScriptedDice([d6(1), d6(1)])).value.team;
    expect(byNumber(t, 1).temporarilyRetired).toBe(true); // the re-draft decides
    const all = ids(1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14);
    const r = redraftTeam(t, 1_300_000, plan({ rehire: all }));
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(byNumber(r.team, 1)).toMatchObject({ status: 'active', temporarilyRetired: false });
    expect(byNumber(r.team, 2)).toMatchObject({ status: 'retired', temporarilyRetired: false });
    expect(r.events).toContainEqual({ type: 'retired', playerId: 'h-p2' });
  });

  test('a team with the Team Captain rule names a new Captain when the old one goes', () => {
    const t = afterSeason();
    const without = plan({ rehire: ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13) });
    const r = redraftTeam(t, 1_300_000, without);
    expect(r.ok ? [] : r.problems.map((p) => p.code)).toEqual(['captain-required']);
    const named = redraftTeam(t, 1_300_000, { ...without, captain: 13 });
    expect(named.ok && named.team.captainId).toBe('h-p13');
    const rookie = redraftTeam(t, 1_300_000, {
      ...without,
      hire: [{ positionId: 'human-lineman', number: 20 }],
      captain: 20,
    });
    expect(rookie.ok && rookie.team.captainId).toBe('h-p15');
  });
});

describe('defaultRedraftPlan (a team that missed the deadline)', () => {
  // After one season: Blitzers 105k, the Thrower 95k, Lineman #5 (Sure Hands) 90k, other Linemen 70k to
  // re-hire; #1 is Temporarily Retired.
  const team = () => {
    const hurt = {
      temporarilyRetired: true,
      lastingInjuries: [{ characteristic: 'av' as const, matchId: 'm' }],
    };
    // The injury does not heal (1 + 1 for the Apothecary).
    return offSeason(patchPlayer(advanced(humans('h'), 5), 1, hurt), new ScriptedDice([d6(1)])).value.team;
  };

  test('800k: the most valuable first while 11 can still be reached, rookie Linemen fill the rest', () => {
    const t = team();
    const p = defaultRedraftPlan(t, 800_000);
    // 105 + 105 + 95 + 90 + 70 + 70 = 535k for six players; a seventh (70k) would leave too little for
    // four rookie Linemen (200k); five rookies cost 250k: 785k, no gold left for re-rolls (50k each).
    expect(p).toEqual({
      rehire: ids(12, 13, 14, 5, 2, 3),
      hire: [1, 4, 6, 7, 8].map((number) => ({ positionId: 'human-lineman', number })),
      rerolls: 0,
      apothecary: false,
      assistantCoaches: 0,
      cheerleaders: 0,
      captain: 12,
    });
    const r = redraftTeam(t, 800_000, p, { missedDeadline: true });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.team.treasury).toBe(15_000);
    expect(r.team.players.filter((p) => p.status === 'active')).toHaveLength(11);
    expect(r.team.players.find((p) => p.id === 'h-p1')?.status).toBe('retired');
  });

  test('1.3M: everyone but the Temporarily Retired player, then re-rolls and the Apothecary', () => {
    const t = team();
    const p = defaultRedraftPlan(t, 1_300_000);
    expect(p).toMatchObject({ hire: [], rerolls: 2, apothecary: true, captain: 12 });
    expect(p.rehire).toHaveLength(13);
    const r = redraftTeam(t, 1_300_000, p);
    // 2 × 105k + 95k + 90k + 9 × 70k + 2 × 50k + 50k = 1,175,000
    expect(r.ok && r.team.treasury).toBe(125_000);
  });
});

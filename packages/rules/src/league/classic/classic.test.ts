import { describe, expect, test } from 'vitest';
import { d6, ScriptedDice } from '../../dice/scripted.js';
import { buildClassicStartingTeam } from '../../rosters/classic/build-team.js';
import { getClassicPosition } from '../../rosters/classic/rosters.js';
import { type ClassicTeamSheet, validateClassicTeamSheet } from '../../rosters/classic/team-sheet.js';
import { LeagueRuleError } from '../errors.js';
import {
  type ClassicLeaguePlayer,
  classicAdvanceTable,
  rollClassicAdvance,
  takeClassicAdvance,
} from './advancement.js';
import { classicAdvancesEarned, classicRecordOf, classicSppFor, classicStarLevel } from './experience.js';
import { classicExperienceAfterMatch } from './post-game.js';
import { buyClassicReroll, classicLeagueTeam, classicRerollPrice } from './team.js';

const blitzer = getClassicPosition('human', 'blitzer'); // normal categories G S, double A P
const rookie = (spp = 0, advances = 0): ClassicLeaguePlayer => ({
  id: 'p1',
  name: 'Griff',
  positionId: 'blitzer',
  current: { ma: blitzer.ma, st: blitzer.st, ag: blitzer.ag, av: blitzer.av },
  skills: [],
  spp,
  advances,
  value: blitzer.cost,
});
const none = { completion: 0, touchdown: 0, interception: 0, casualty: 0, mvp: 0 };

const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof LeagueRuleError) return e.code;
    throw e;
  }
  return 'accepted';
};

describe('LRB6 SPP and star levels', () => {
  test('completion 1, touchdown 3, interception 2, casualty 2, MVP 5', () => {
    expect(classicSppFor({ completion: 2, touchdown: 1, interception: 1, casualty: 1, mvp: 1 })).toBe(14);
    expect(
      classicRecordOf({ touchdowns: 2, casualtiesSpp: 1, completions: 0, interceptions: 0 }, true),
    ).toEqual({
      ...none,
      touchdown: 2,
      casualty: 1,
      mvp: 1,
    });
  });

  test.each([
    [5, 'Rookie', 0],
    [6, 'Experienced', 1],
    [16, 'Veteran', 2],
    [31, 'Emerging Star', 3],
    [51, 'Star', 4],
    [76, 'Super Star', 5],
    [175, 'Super Star', 5],
    [176, 'Legend', 6],
  ] as const)('%i SPP: %s, %i advances', (spp, level, advances) => {
    expect(classicStarLevel(spp)).toBe(level);
    expect(classicAdvancesEarned(spp)).toBe(advances);
  });

  test("a classic league's post-game adds each player's SPP and the advances it brings", () => {
    const { players, experience } = classicExperienceAfterMatch([rookie(4), { ...rookie(0), id: 'p2' }], {
      p1: { ...none, touchdown: 1 },
    });
    expect(players.map((p) => p.spp)).toEqual([7, 0]);
    expect(experience).toEqual([{ playerId: 'p1', spp: 3, advancesDue: 1 }]);
  });
});

describe('LRB6 advance table (2D6)', () => {
  test.each([
    [6, 6, ['st'], true],
    [5, 6, ['ag'], false],
    [4, 6, ['ma', 'av'], false],
    [5, 5, ['ma', 'av'], true],
    [4, 5, [], false],
    [1, 1, [], true],
  ] as const)('%i + %i offers %j (double %s)', (a, b, characteristics, double) => {
    expect(classicAdvanceTable(a, b)).toEqual({ dice: [a, b], characteristics, double });
  });

  test('a roll of 12 may raise ST (+50k), or be a normal skill (+20k)', () => {
    const roll = rollClassicAdvance(rookie(6), new ScriptedDice([d6(6), d6(6)]));
    const stronger = takeClassicAdvance(rookie(6), blitzer, roll, { characteristic: 'st' });
    expect(stronger.current.st).toBe(4);
    expect(stronger.value).toBe(blitzer.cost + 50_000);
    const skilled = takeClassicAdvance(rookie(6), blitzer, roll, { skill: 'Tackle' });
    expect(skilled.skills).toEqual([{ id: 'tackle' }]);
    expect(skilled.value).toBe(blitzer.cost + 20_000);
    expect(skilled.advances).toBe(1);
  });

  test('a double category skill needs a double (+30k)', () => {
    // The Blitzer's double categories are A and P.
    const plain = classicAdvanceTable(3, 4);
    expect(refusal(() => takeClassicAdvance(rookie(6), blitzer, plain, { skill: 'Dodge' }))).toBe(
      'skill-not-available',
    );
    const double = classicAdvanceTable(2, 2);
    expect(takeClassicAdvance(rookie(6), blitzer, double, { skill: 'Side Step' })).toMatchObject({
      skills: [{ id: 'sidestep' }],
      value: blitzer.cost + 30_000,
    });
  });

  test('what the roll does not offer is refused, and nothing changes', () => {
    const player = rookie(6);
    const roll = classicAdvanceTable(3, 4);
    expect(refusal(() => takeClassicAdvance(player, blitzer, roll, { characteristic: 'ag' }))).toBe(
      'characteristic-not-allowed',
    );
    expect(refusal(() => takeClassicAdvance(player, blitzer, roll, { skill: 'Block' }))).toBe(
      'already-has-skill',
    );
    expect(refusal(() => takeClassicAdvance(player, blitzer, roll, { skill: 'Regeneration' }))).toBe(
      'skill-not-available',
    );
    expect(refusal(() => takeClassicAdvance(player, blitzer, roll, { skill: 'Hatred (Troll)' }))).toBe(
      'skill-not-available',
    );
    expect(player).toEqual(rookie(6));
  });

  test('no advance without the SPP for it; a characteristic rises at most 2', () => {
    expect(refusal(() => rollClassicAdvance(rookie(5), new ScriptedDice([d6(6), d6(6)])))).toBe(
      'not-enough-spp',
    );
    expect(refusal(() => rollClassicAdvance(rookie(16, 2), new ScriptedDice([])))).toBe('not-enough-spp');
    const twiceStronger = { ...rookie(31, 2), current: { ...rookie().current, st: 5 } };
    expect(
      refusal(() =>
        takeClassicAdvance(twiceStronger, blitzer, classicAdvanceTable(6, 6), { characteristic: 'st' }),
      ),
    ).toBe('characteristic-at-limit');
  });
});

describe('an LRB6 league team', () => {
  const sheet = (): ClassicTeamSheet => ({ ...buildClassicStartingTeam('human'), rerolls: 2 });
  const team = (treasury: number, rerolls = 2) => {
    const r = validateClassicTeamSheet({ ...sheet(), rerolls, treasury: 0 });
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    return { ...classicLeagueTeam('t1', r.team), treasury };
  };

  test('starts with rookies at their hiring fee', () => {
    const t = team(0);
    expect(t.players[0]).toMatchObject({ id: 't1-p1', spp: 0, advances: 0, skills: [] });
    expect(t.players.every((p) => p.value > 0)).toBe(true);
  });

  test('a re-roll bought after creation costs double the roster price', () => {
    expect(classicRerollPrice({ rosterId: 'human' })).toBe(100_000);
    expect(classicRerollPrice({ rosterId: 'khemri' })).toBe(140_000);
    const after = buyClassicReroll(team(150_000));
    expect(after).toMatchObject({ rerolls: 3, treasury: 50_000 });
  });

  test('no re-roll beyond 8 or without the gold, and nothing changes', () => {
    const poor = team(99_999);
    expect(refusal(() => buyClassicReroll(poor))).toBe('not-enough-treasury');
    expect(poor).toMatchObject({ rerolls: 2, treasury: 99_999 });
    expect(refusal(() => buyClassicReroll({ ...team(1_000_000), rerolls: 8 }))).toBe('staff-at-maximum');
  });
});

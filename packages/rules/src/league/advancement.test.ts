import { describe, expect, test } from 'vitest';
import { d6, d8, ScriptedDice } from '../dice/index.js';
import {
  advancePlayer,
  characteristicOptions,
  mustAdvance,
  rollCharacteristic,
  rollRandomSkills,
} from './advancement.js';
import { byNumber, humans, patchPlayer } from './fixtures.js';
import type { Advancement, LeagueTeam } from './types.js';
import { playerValue } from './value.js';

const filler: Advancement = {
  kind: 'random-primary',
  skill: null,
  access: 'primary',
  characteristic: null,
  swappedForSkill: false,
  sppCost: 0,
  valueIncrease: 0,
  matchId: null,
};

/** Lineman #1 (G primary; A, D, S secondary) with `taken` advancements behind it and `spp` to spend. */
const lineman = (taken: number, spp = 100): LeagueTeam =>
  patchPlayer(humans('h'), 1, { spp, advancements: Array.from({ length: taken }, () => filler) });

describe('§4.7/§4.9 an advancement at each level: SPP cost and value increase', () => {
  test.each([
    [0, 6, 10, 14, 3],
    [1, 8, 12, 16, 4],
    [2, 12, 16, 20, 6],
    [3, 16, 20, 24, 8],
    [4, 20, 24, 28, 10],
    [5, 30, 34, 38, 15],
  ])(
    'after %i advancements: primary %i, secondary %i, characteristic %i, random %i',
    (taken, cp, cs, ch, rp) => {
      const t = lineman(taken);
      const primary = advancePlayer(t, 'h-p1', { kind: 'chosen-primary', skill: 'Sure Hands' }).value;
      expect(byNumber(primary, 1)).toMatchObject({ spp: 100 - cp, skills: [{ id: 'sure-hands' }] });
      expect(playerValue(byNumber(primary, 1))).toBe(50_000 + 20_000);

      // Dodge is Secondary and Elite: +40k +10k.
      const secondary = advancePlayer(t, 'h-p1', { kind: 'chosen-secondary', skill: 'Dodge' }).value;
      expect(byNumber(secondary, 1).spp).toBe(100 - cs);
      expect(playerValue(byNumber(secondary, 1))).toBe(100_000);

      const rolled = rollCharacteristic(t, 'h-p1', new ScriptedDice([d8(3)]));
      const ch1 = advancePlayer(t, 'h-p1', {
        kind: 'characteristic',
        rolled,
        take: { characteristic: 'ma' },
      }).value;
      expect(byNumber(ch1, 1)).toMatchObject({ spp: 100 - ch, current: { ma: 7 }, base: { ma: 6 } });
      expect(playerValue(byNumber(ch1, 1))).toBe(70_000);

      const skills = rollRandomSkills(t, 'h-p1', 'G', new ScriptedDice([d6(1), d6(1), d6(4), d6(3)]));
      expect(skills.options).toEqual([{ id: 'block' }, { id: 'sure-hands' }]);
      const random = advancePlayer(t, 'h-p1', {
        kind: 'random-primary',
        rolled: skills,
        keep: 'block',
      }).value;
      expect(byNumber(random, 1).spp).toBe(100 - rp);
      expect(playerValue(byNumber(random, 1))).toBe(80_000); // Block is Elite
    },
  );
});

describe('§3.20 random Primary: roll two, keep one', () => {
  test('skills the player has, and a repeat of the first, are rolled again', () => {
    const t = patchPlayer(humans('h'), 12, { spp: 3 }); // Blitzer: Block, Tackle
    const dice = new ScriptedDice([
      ...[d6(1), d6(1)], // Block: has it
      ...[d6(4), d6(4)], // Tackle: has it
      ...[d6(1), d6(2)], // Dauntless
      ...[d6(1), d6(2)], // Dauntless again
      ...[d6(4), d6(3)], // Sure Hands
    ]);
    expect(rollRandomSkills(t, 'h-p12', 'G', dice).options).toEqual([
      { id: 'dauntless' },
      { id: 'sure-hands' },
    ]);
    dice.assertConsumed();
  });

  test('only a Primary category, and only one of the two rolled may be kept', () => {
    const t = lineman(0);
    expect(() => rollRandomSkills(t, 'h-p1', 'S', new ScriptedDice([]))).toThrow(
      expect.objectContaining({ code: 'skill-not-available' }),
    );
    const rolled = {
      playerId: 'h-p1',
      category: 'G' as const,
      options: [{ id: 'block' }, { id: 'kick' }] as never,
    };
    expect(() => advancePlayer(t, 'h-p1', { kind: 'random-primary', rolled, keep: 'wrestle' })).toThrow(
      expect.objectContaining({ code: 'invalid-choice' }),
    );
  });
});

describe('§4.8 characteristic improvement', () => {
  test('D8 7 → AG or ST; ST +1 is worth +60k', () => {
    const t = lineman(0, 14);
    const rolled = rollCharacteristic(t, 'h-p1', new ScriptedDice([d8(7)]));
    expect(rolled.options).toEqual(['ag', 'st']);
    const next = advancePlayer(t, 'h-p1', {
      kind: 'characteristic',
      rolled,
      take: { characteristic: 'st' },
    }).value;
    expect(byNumber(next, 1)).toMatchObject({ spp: 0, current: { st: 4 } });
    expect(playerValue(byNumber(next, 1))).toBe(110_000);
    expect(() =>
      advancePlayer(t, 'h-p1', { kind: 'characteristic', rolled, take: { characteristic: 'ma' } }),
    ).toThrow(expect.objectContaining({ code: 'characteristic-not-allowed' }));
  });

  test('at most +2 per characteristic, and never past its limit', () => {
    const st: Advancement = { ...filler, kind: 'characteristic', characteristic: 'st' };
    const t = patchPlayer(humans('h'), 1, {
      advancements: [st, st],
      current: { ma: 6, st: 5, ag: 1, pa: 4, av: 9 },
    });
    expect(characteristicOptions(byNumber(t, 1), 7)).toEqual([]);
    expect(characteristicOptions(byNumber(t, 1), 8)).toEqual(['ma', 'pa', 'av']);
  });

  test('a skill instead of the roll: the SPP stay spent, the value is the skill’s', () => {
    const t = lineman(0, 14);
    const rolled = rollCharacteristic(t, 'h-p1', new ScriptedDice([d8(1)]));
    const next = advancePlayer(t, 'h-p1', { kind: 'characteristic', rolled, take: { skill: 'Guard' } });
    expect(byNumber(next.value, 1)).toMatchObject({ spp: 0, skills: [{ id: 'guard' }] });
    expect(next.events[0]).toMatchObject({
      type: 'advancement',
      advancement: {
        kind: 'characteristic',
        swappedForSkill: true,
        access: 'secondary',
        valueIncrease: 50_000,
      },
      roll: [1],
    });
  });
});

describe('refusals', () => {
  test.each([
    ['not enough SPP', lineman(0, 5), 1, { kind: 'chosen-primary', skill: 'Kick' }, 'not-enough-spp'],
    [
      'a Secondary skill as Primary',
      lineman(0),
      1,
      { kind: 'chosen-primary', skill: 'Guard' },
      'skill-not-available',
    ],
    [
      'a category without access',
      lineman(0),
      1,
      { kind: 'chosen-secondary', skill: 'Pass' },
      'skill-not-available',
    ],
    ['a trait', lineman(0), 1, { kind: 'chosen-secondary', skill: 'Loner (4+)' }, 'skill-not-available'],
    [
      'a skill it has',
      patchPlayer(humans('h'), 12, { spp: 6 }),
      12,
      { kind: 'chosen-primary', skill: 'Block' },
      'already-has-skill',
    ],
    ['an unknown skill', lineman(0), 1, { kind: 'chosen-primary', skill: 'Flying' }, 'skill-not-available'],
  ] as const)('%s', (_name, team, number, choice, code) => {
    expect(() => advancePlayer(team, byNumber(team, number).id, choice)).toThrow(
      expect.objectContaining({ code }),
    );
  });

  test('mustAdvance once a Characteristic Improvement is affordable', () => {
    expect(mustAdvance(byNumber(lineman(0, 13), 1))).toBe(false);
    expect(mustAdvance(byNumber(lineman(0, 14), 1))).toBe(true);
    expect(mustAdvance(byNumber(lineman(1, 14), 1))).toBe(false);
  });
});

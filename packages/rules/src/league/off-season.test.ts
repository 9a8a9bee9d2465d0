import { describe, expect, test } from 'vitest';
import { d6, ScriptedDice } from '../dice/index.js';
import { byNumber, humans, patchPlayer } from './fixtures.js';
import { offSeason, REDRAFT, redraftBudget } from './off-season.js';
import { rehireCost } from './roster.js';

const rolls = (...n: number[]) => new ScriptedDice(n.map((x) => d6(x)));

describe('§3.21 off-season', () => {
  test('MNG clears; niggles heal on 4+ (+1 with an Apothecary); acquired Hatreds go on 4+, roster ones stay', () => {
    let t = humans('h'); // has an Apothecary
    t = patchPlayer(t, 1, { missNextGame: true, niggling: 2 });
    t = patchPlayer(t, 2, {
      hatreds: [
        { keyword: 'Troll', source: 'roster' },
        { keyword: 'Orc', source: 'acquired' },
        { keyword: 'Elf', source: 'acquired' },
      ],
    });
    const dice = rolls(3, 2, 4, 3); // #1 niggles: 3+1 heals, 2+1 stays; #2 Orc lost on 4, Elf kept on 3
    const { value, events } = offSeason(t, dice);
    dice.assertConsumed();
    expect(byNumber(value.team, 1)).toMatchObject({ missNextGame: false, niggling: 1, seasons: 1 });
    expect(byNumber(value.team, 2).hatreds).toEqual([
      { keyword: 'Troll', source: 'roster' },
      { keyword: 'Elf', source: 'acquired' },
    ]);
    expect(
      events.filter((e) => e.type === 'niggle-healed').map((e) => e.type === 'niggle-healed' && e.healed),
    ).toEqual([true, false]);
  });

  test('without an Apothecary a niggle needs a real 4', () => {
    const t = patchPlayer({ ...humans('h'), apothecary: false }, 1, { niggling: 1 });
    expect(byNumber(offSeason(t, rolls(3)).value.team, 1).niggling).toBe(1);
  });

  test('Temporarily Retired: each reduction heals on 4+, then back if re-hired, otherwise retired', () => {
    let t = { ...humans('h'), apothecary: false };
    const injured = {
      temporarilyRetired: true,
      current: { ma: 5, st: 3, ag: 3, pa: 4, av: 8 },
      lastingInjuries: [
        { characteristic: 'ma' as const, matchId: 'm1' },
        { characteristic: 'av' as const, matchId: 'm2' },
      ],
    };
    t = patchPlayer(patchPlayer(t, 1, injured), 2, injured);
    const { value } = offSeason(t, rolls(4, 1, 6, 6), { rehire: ['h-p1'] });
    expect(byNumber(value.team, 1)).toMatchObject({
      status: 'active',
      temporarilyRetired: false,
      current: { ma: 6, av: 8 },
      lastingInjuries: [{ characteristic: 'av', matchId: 'm2' }],
    });
    expect(byNumber(value.team, 2)).toMatchObject({ status: 'retired', seasons: 0 });
  });

  test('without `rehire`, a Temporarily Retired player stays so until the re-draft decides', () => {
    const t = patchPlayer({ ...humans('h'), apothecary: false }, 1, {
      temporarilyRetired: true,
      lastingInjuries: [{ characteristic: 'ma', matchId: 'm1' }],
    });
    const { value, events } = offSeason(t, rolls(2));
    expect(byNumber(value.team, 1)).toMatchObject({ status: 'active', temporarilyRetired: true, seasons: 1 });
    expect(events.some((e) => e.type === 'retired')).toBe(false);
  });

  test('re-draft budget: 1M + Treasury + 20k a game + 20k a win + 10k a draw; optional cap; record restarts', () => {
    const t = { ...humans('h'), treasury: 85_000, record: { played: 10, wins: 6, draws: 2, losses: 2 } };
    expect(redraftBudget(t)).toBe(1_000_000 + 85_000 + 200_000 + 120_000 + 20_000);
    expect(redraftBudget(t, { cap: REDRAFT.recommendedCap })).toBe(1_300_000);
    const { value } = offSeason(t, rolls());
    expect(value.budget).toBe(1_425_000);
    expect(value.team).toMatchObject({ seasons: 1, record: { played: 0, wins: 0, draws: 0, losses: 0 } });
  });

  test('agent fees: +20k per previous season, on top of Current Value', () => {
    const { value } = offSeason(offSeason(humans('h'), rolls()).value.team, rolls());
    expect(rehireCost(byNumber(value.team, 12))).toBe(85_000 + 40_000);
  });
});

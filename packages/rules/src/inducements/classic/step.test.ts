import { describe, expect, test } from 'vitest';
import { expectDecision, run } from '../../__fixtures__/helpers.js';
import type { Command } from '../../engine/commands.js';
import { classicTeamValue } from '../../rosters/classic/team-sheet.js';
import type { MatchState } from '../../state/types.js';
import { classicInducedMatch, classicTeam } from '../__fixtures__/classic.js';

const buy = (choice: string): Command => ({ type: 'choose', choice });
const DONE: Command = { type: 'done' };
const keys = (s: MatchState) =>
  (s.decision?.options ?? []).map((o) => (o.type === 'choose' ? o.choice : o.type));
const items = (s: MatchState) => [...new Set(keys(s).map((k) => k.split(':')[1] ?? k))];
const RICH = { mode: 'exhibition', budget: { home: 2_000_000, away: 0 } } as const;

describe('the LRB6 inducement step (classic rules reference §4)', () => {
  test('a classic match buys from the LRB6 list: no Prayers to Nuffle, no Star Players, no BB2025-only staff', () => {
    const s = classicInducedMatch('human', 'orc', RICH);
    expectDecision(s, 'inducements', 'home');
    expect(items(s)).toEqual([
      'bloodweiser-babes',
      'bribes',
      'extra-team-training',
      'halfling-master-chef',
      'mercenary',
      'wandering-apothecary',
      'done',
    ]);
    const { state } = run(s, [DONE]);
    expectDecision(state, 'coin-toss', 'away');
  });

  test.each([
    ['bloodweiser-babes', 2, 50_000],
    ['bribes', 3, 100_000],
    ['extra-team-training', 4, 100_000],
    ['halfling-master-chef', 1, 300_000],
    ['wandering-apothecary', 2, 100_000],
  ])('%s: at most %i, at %i each', (item, max, cost) => {
    let s = classicInducedMatch('human', 'orc', RICH);
    expect(s.decision?.limits?.[item]).toBe(max);
    for (let i = 0; i < max; i++) {
      expect(s.decision?.prices?.[`buy:${item}`]).toBe(cost);
      s = run(s, [buy(`buy:${item}`)]).state;
    }
    expect(keys(s)).not.toContain(`buy:${item}`);
    expect(s.inducements?.sides.home.spentTreasury).toBe(max * cost);
  });

  test('each Bribe bought is one more for a Sent-off player', () => {
    const s = classicInducedMatch('goblin', 'orc', RICH);
    const { state } = run(s, [buy('buy:bribes'), buy('buy:bribes')]);
    expect(state.teams.home.bribes).toBe(2);
  });

  test('Bribes cost 50k for a Goblin team; the Halfling Master Chef 100k for a Halfling team', () => {
    expect(classicInducedMatch('goblin', 'orc', RICH).decision?.prices?.['buy:bribes']).toBe(50_000);
    expect(classicInducedMatch('halfling', 'orc', RICH).decision?.prices?.['buy:halfling-master-chef']).toBe(
      100_000,
    );
    expect(classicInducedMatch('orc', 'goblin', RICH).decision?.prices?.['buy:bribes']).toBe(100_000);
  });

  test.each(['khemri', 'necromantic', 'nurgle', 'undead'] as const)(
    '%s may not hire an Apothecary: Igor (100k, one) is offered, Wandering Apothecaries are not',
    (roster) => {
      const s = classicInducedMatch(roster, 'orc', RICH);
      expect(keys(s)).toContain('buy:igor');
      expect(keys(s)).not.toContain('buy:wandering-apothecary');
      expect(s.decision?.prices?.['buy:igor']).toBe(100_000);
      expect(keys(run(s, [buy('buy:igor')]).state)).not.toContain('buy:igor');
    },
  );

  test('a team that may hire an Apothecary gets Wandering Apothecaries and no Igor', () => {
    const s = classicInducedMatch('human', 'orc', RICH);
    expect(keys(s)).not.toContain('buy:igor');
    const { state } = run(s, [buy('buy:wandering-apothecary'), buy('buy:wandering-apothecary')]);
    expect(state.teams.home.apothecaries).toBe(1 + 2);
  });

  test('Extra Team Training: one more team re-roll each, every half', () => {
    const s = classicInducedMatch('human', 'orc', RICH);
    const before = s.teams.home.rerolls;
    const { state } = run(s, [buy('buy:extra-team-training'), buy('buy:extra-team-training')]);
    expect(state.teams.home.rerolls).toBe(before + 2);
    expect(state.teams.home.rerollsPerHalf).toBe(before + 2);
  });

  test('a Mercenary costs the position + 30k, +50k for one Normal skill; he plays with Loner', () => {
    const s = classicInducedMatch('human', 'orc', RICH);
    const prices = s.decision?.prices ?? {};
    // Human Lineman 50k: 80k; with Block (General, his Normal category) 130k; no Dodge (Agility: a double).
    expect(prices['buy:mercenary:lineman']).toBe(80_000);
    expect(prices['buy:mercenary:lineman:block']).toBe(130_000);
    expect(prices['buy:mercenary:lineman:dodge']).toBeUndefined();
    // The Thrower already has Pass and Sure Hands: not offered again.
    expect(prices['buy:mercenary:thrower:pass']).toBeUndefined();
    expect(prices['buy:mercenary:thrower:accurate']).toBe(70_000 + 30_000 + 50_000);
    const { state, events } = run(s, [buy('buy:mercenary:lineman:block')]);
    const merc = state.players.find((p) => p.id.startsWith('home-merc-'));
    expect(merc).toMatchObject({ position: 'lineman', stats: { ma: 6, st: 3, ag: 3, pa: null, av: 8 } });
    expect(merc?.skills).toEqual([{ id: 'loner', value: 4 }, { id: 'block' }]);
    expect(events.find((e) => e.kind === 'inducement')).toMatchObject({ cost: 130_000, players: [merc?.id] });
  });

  test('never more than 16 players: a full squad is offered no Mercenary', () => {
    const full = classicTeam('human');
    const lineman = full.players.find((p) => p.positionId === 'lineman');
    if (!lineman) throw new Error('no lineman');
    for (let n = full.players.length; n < 16; n++)
      full.players.push({ ...lineman, number: 100 + n, name: `Extra ${n}` });
    expect(full.players).toHaveLength(16);
    const s = classicInducedMatch(full, 'orc', RICH);
    expect(keys(s).some((k) => k.startsWith('buy:mercenary'))).toBe(false);
    // One short of 16: one Mercenary, then no more.
    const fifteen = { ...full, players: full.players.slice(0, 15) };
    const one = run(classicInducedMatch(fifteen, 'orc', RICH), [buy('buy:mercenary:lineman')]).state;
    expect(keys(one).some((k) => k.startsWith('buy:mercenary'))).toBe(false);
  });
});

describe('the LRB6 purse (our reading: the lower team value gets the difference)', () => {
  const human = classicTeam('human');
  const orc = classicTeam('orc');
  const tv = { home: classicTeamValue(human), away: classicTeamValue(orc) };

  test('the lower team gets the gap to spend; the higher team gets nothing; no treasury is spent', () => {
    const s = classicInducedMatch(human, orc, {
      mode: 'league',
      ctv: { home: 1_000_000, away: 1_150_000 },
      treasury: { home: 300_000, away: 300_000 },
    });
    // The higher team (away) has nothing to spend and is done at once: home buys.
    expectDecision(s, 'inducements', 'home');
    const ind = s.inducements;
    expect(ind?.sides.away).toMatchObject({ pettyCash: 0, treasury: 0, done: true, bought: [] });
    expect(ind?.sides.home).toMatchObject({ pettyCash: 150_000, treasury: 0 });
    // 150k: a Bribe (100k), then Babes (50k); nothing left.
    const { state } = run(s, [buy('buy:bribes'), buy('buy:bloodweiser-babes')]);
    expectDecision(state, 'coin-toss', 'away');
    expect(state.inducements?.sides.home).toMatchObject({
      spentPettyCash: 150_000,
      spentTreasury: 0,
      lost: 0,
    });
  });

  test('unspent gold is lost', () => {
    const s = classicInducedMatch(human, orc, {
      mode: 'league',
      ctv: { home: 1_200_000, away: 1_000_000 },
      treasury: { home: 0, away: 0 },
    });
    expectDecision(s, 'inducements', 'away');
    const { state } = run(s, [buy('buy:bloodweiser-babes'), DONE]);
    expect(state.inducements?.sides.away).toMatchObject({ spentPettyCash: 50_000, lost: 150_000 });
    expect(state.inducements?.sides.home).toMatchObject({ pettyCash: 0, lost: 0 });
  });

  test('equal team values: nobody buys', () => {
    const s = classicInducedMatch(human, orc, {
      mode: 'league',
      ctv: { home: 1_000_000, away: 1_000_000 },
      treasury: { home: 500_000, away: 500_000 },
    });
    expectDecision(s, 'coin-toss', 'away');
    expect(s.inducements?.first).toBeNull();
  });

  test('an exhibition table shows both LRB6 team values beside the budgets', () => {
    const s = classicInducedMatch(human, orc, { mode: 'exhibition', budget: { home: 100_000, away: 0 } });
    expect(s.inducements?.ctv).toEqual(tv);
    expect(tv.home).toBeGreaterThan(0);
  });
});

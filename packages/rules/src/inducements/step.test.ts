import { describe, expect, test } from 'vitest';
import { expectDecision, run } from '../__fixtures__/helpers.js';
import { d3, d16 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import { currentTeamValue } from '../rosters/team-sheet.js';
import { inducedMatch, team } from './__fixtures__/match.js';
import { offerKey } from './step.js';

const buy = (choice: string): Command => ({ type: 'choose', choice });
const DONE: Command = { type: 'done' };
const keys = (options: readonly Command[]) => options.map((o) => (o.type === 'choose' ? o.choice : o.type));

describe('the inducement step (§3.18)', () => {
  test('sits between the weather and the coin toss; the home coach buys first in exhibition play', () => {
    const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 100_000, away: 50_000 } });
    expectDecision(s, 'inducements', 'home');
    expect(s.weather).toBe('perfect');
    const options = keys(s.decision?.options ?? []);
    expect(options).toContain('buy:bribes');
    expect(options).toContain('buy:prayers-to-nuffle');
    expect(options.at(-1)).toBe('done');
    const { state } = run(s, [DONE, DONE]);
    expectDecision(state, 'coin-toss', 'away');
  });

  test('exhibition play shows both teams their CTV beside the budgets (only a league match pays by it)', () => {
    const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 100_000, away: 50_000 } });
    const ctv = { home: currentTeamValue(team('human')), away: currentTeamValue(team('orc')) };
    expect(ctv.home).toBeGreaterThan(0);
    expect(s.inducements?.ctv).toEqual(ctv);
    expect(s.inducements?.first).toBeNull();
    expect([s.inducements?.sides.home.pettyCash, s.inducements?.sides.away.pettyCash]).toEqual([0, 0]);
  });

  test('every option is affordable: 50k buys no Bribe (100k) but Kegs (50k)', () => {
    const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 50_000, away: 0 } });
    const options = keys(s.decision?.options ?? []);
    expect(options).not.toContain('buy:bribes');
    expect(options).toContain('buy:blitzers-best-kegs');
    // Extra Team Training costs 100k: not offered either.
    expect(options).not.toContain('buy:extra-team-training');
  });

  test('buying spends the budget and applies the item; a side that can buy nothing is skipped', () => {
    const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 145_000, away: 0 } });
    const before = { ...s.teams.home };
    const { state, events } = run(s, [
      buy('buy:part-time-assistant-coaches'),
      buy('buy:temp-agency-cheerleaders'),
      buy('buy:extra-team-training'),
      buy('buy:part-time-assistant-coaches'),
    ]);
    // 20 + 5 + 100 + 20 = 145k: nothing more is affordable, so the step ends on its own (away has 0).
    expectDecision(state, 'coin-toss', 'away');
    const t = state.teams.home;
    expect(t.assistantCoaches).toBe(before.assistantCoaches + 2);
    expect(t.cheerleaders).toBe(before.cheerleaders + 1);
    expect(t.rerolls).toBe(before.rerolls + 1);
    expect(t.rerollsPerHalf).toBe(before.rerollsPerHalf + 1);
    const home = state.inducements?.sides.home;
    expect(home?.spentTreasury).toBe(145_000);
    expect(home?.bought.map((b) => b.item)).toEqual([
      'part-time-assistant-coaches',
      'temp-agency-cheerleaders',
      'extra-team-training',
      'part-time-assistant-coaches',
    ]);
    expect(events.filter((e) => e.kind === 'inducement')).toHaveLength(4);
  });

  test.each([
    ['prayers-to-nuffle', 3, 10_000],
    ['part-time-assistant-coaches', 5, 20_000],
    ['temp-agency-cheerleaders', 5, 5_000],
    ['blitzers-best-kegs', 2, 50_000],
    ['bribes', 3, 100_000],
    ['extra-team-training', 8, 100_000],
    ['wandering-apothecary', 2, 100_000],
    ['biased-referee', 1, 120_000],
    ['josef-bugman', 1, 100_000],
  ])('%s: at most %i, %i each', (item, max, cost) => {
    let s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 2_000_000, away: 0 } });
    for (let i = 0; i < max; i++) s = run(s, [buy(`buy:${item}`)]).state;
    expect(s.inducements?.sides.home.spentTreasury).toBe(max * cost);
    expect(keys(s.decision?.options ?? [])).not.toContain(`buy:${item}`);
  });

  test('Bribery and Corruption: up to 6 Bribes at 50k, the Dodgy League Rep at 80k', () => {
    let s = inducedMatch('goblin', 'orc', { mode: 'exhibition', budget: { home: 2_000_000, away: 0 } });
    for (let i = 0; i < 6; i++) s = run(s, [buy('buy:bribes')]).state;
    expect(s.teams.home.bribes).toBe(6);
    s = run(s, [buy('buy:biased-referee')]).state;
    expect(s.inducements?.sides.home.spentTreasury).toBe(6 * 50_000 + 80_000);
  });

  test('the decision carries each limit as the list sets it for the team: Bribes 3, or 6 for Bribery and Corruption', () => {
    const human = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 500_000, away: 0 } });
    expect(human.decision?.limits).toMatchObject({ bribes: 3, 'star-player': 2, mercenary: 3 });
    const goblin = inducedMatch('goblin', 'orc', { mode: 'exhibition', budget: { home: 500_000, away: 0 } });
    expect(goblin.decision?.limits?.bribes).toBe(6);
    // A limit the step enforces is the one the screen shows: the 4th Bribe is not offered to the human team.
    let s = human;
    for (let i = 0; i < 3; i++) s = run(s, [buy('buy:bribes')]).state;
    expect(keys(s.decision?.options ?? [])).not.toContain('buy:bribes');
  });

  test('team-gated items: Riotous Rookies only for Low Cost Linemen, the Apothecary only where allowed', () => {
    const human = inducedMatch('human', 'ogre', {
      mode: 'exhibition',
      budget: { home: 1_000_000, away: 1_000_000 },
    });
    expect(keys(human.decision?.options ?? [])).not.toContain('buy:riotous-rookies');
    expect(keys(human.decision?.options ?? [])).toContain('buy:wandering-apothecary');
    const ogre = run(human, [DONE]).state;
    expectDecision(ogre, 'inducements', 'away');
    expect(keys(ogre.decision?.options ?? [])).toContain('buy:riotous-rookies');
    const undead = inducedMatch('shambling-undead', 'orc', {
      mode: 'exhibition',
      budget: { home: 1_000_000, away: 0 },
    });
    expect(keys(undead.decision?.options ?? [])).not.toContain('buy:wandering-apothecary');
  });

  test('Riotous Rookies: 2D3+1 Journeymen Linemen with Loner (4+) join the Reserves', () => {
    const s = inducedMatch('ogre', 'orc', { mode: 'exhibition', budget: { home: 150_000, away: 0 } });
    const n = s.players.length;
    const { state } = run(s, [buy('buy:riotous-rookies')], [d3(2), d3(3)]);
    const rookies = state.players.slice(n);
    expect(rookies).toHaveLength(6);
    for (const r of rookies) {
      expect(r.team).toBe('home');
      expect(r.box).toBe('reserves');
      expect(r.keywords).toContain('Lineman');
      expect(r.skills).toContainEqual({ id: 'loner', value: 4 });
    }
    expect(state.inducements?.sides.home.bought[0]?.players).toEqual(rookies.map((r) => r.id));
  });

  test('a choice that is not offered is refused and changes nothing', () => {
    const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 50_000, away: 0 } });
    expect(() => run(s, [buy('buy:bribes')])).toThrow();
  });

  test('bad setup: a negative budget is named', () => {
    expect(() => inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: -5, away: 0 } })).toThrow(
      /budget\.home/,
    );
  });

  test('offer keys name the star or position and the skill', () => {
    expect(offerKey({ item: 'bribes', cost: 1 })).toBe('buy:bribes');
    expect(offerKey({ item: 'star-player', cost: 1, star: 'grak' })).toBe('buy:star-player:grak');
    expect(offerKey({ item: 'mercenary', cost: 1, position: 'lineman', skill: 'block' })).toBe(
      'buy:mercenary:lineman:block',
    );
  });

  test('prayers are rolled when both coaches are done; a duplicate is re-rolled', () => {
    const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 20_000, away: 0 } });
    // Two prayers: 2 (Friends with the Ref), 2 again (duplicate, re-rolled), 9 (Moles Under the Pitch).
    const { state } = run(
      s,
      [buy('buy:prayers-to-nuffle'), buy('buy:prayers-to-nuffle')],
      [d16(2), d16(2), d16(9)],
    );
    expect(state.inducements?.prayers.home).toEqual(['friends-with-the-ref', 'moles-under-the-pitch']);
    expectDecision(state, 'coin-toss', 'away');
  });
});

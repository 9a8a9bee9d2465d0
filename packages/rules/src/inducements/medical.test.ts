import { describe, expect, test } from 'vitest';
import { act, expectDecision, mv, pl, rollsOf, run, turn } from '../__fixtures__/helpers.js';
import { d6, d16, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { MatchState } from '../state/types.js';
import { inducedMatch, withInducements } from './__fixtures__/match.js';
import type { Purchase } from './types.js';

const item = (id: Purchase['item']): Purchase => ({ item: id, cost: 0 });
const USE_APOTHECARY: Command = { type: 'choose', choice: 'use-apothecary' };

/** h1 (MA 1, with `skills`) rushes and falls; armour 6+6 breaks, injury 5+5 is a Casualty. */
function casualtyScene(bought: Purchase[], skills: string[] = ['Regeneration']): MatchState {
  const s0 = turn([
    { id: 'h1', team: 'home', at: [5, 7], ma: 1, skills },
    { id: 'a1', team: 'away', at: [20, 7] },
  ]);
  return withInducements(s0, { home: bought });
}
const FALL: Command[] = [act('h1'), mv(6, 7), mv(7, 7)];
const FALL_ROLLS = [d6(1), ...twoD6(6, 6), ...twoD6(5, 5)];

describe('Mortuary Assistant and Plague Doctor (§3.18)', () => {
  test.each([
    ['Mortuary Assistant', 'mortuary-assistant'],
    ['Plague Doctor', 'plague-doctor'],
  ] as const)('%s: a failed Regeneration is re-rolled, once per game', (_name, id) => {
    const first = run(casualtyScene([item(id)]), FALL, [...FALL_ROLLS, d6(3), d6(4)]);
    const regen = rollsOf(first.events, 'regeneration');
    expect(regen.map((r) => r.success)).toEqual([false, true]);
    expect(pl(first.state, 'h1').box).toBe('reserves');
    expect(first.state.inducements?.used).toEqual([`home:${id}`]);
    // Used: the next failed Regeneration goes on to the Casualty roll.
    const again = casualtyScene([item(id)]);
    if (again.inducements) again.inducements.used = [`home:${id}`];
    const second = run(again, FALL, [...FALL_ROLLS, d6(3), d16(9)]);
    expect(rollsOf(second.events, 'regeneration')).toHaveLength(1);
    expect(pl(second.state, 'h1').box).toBe('casualty');
  });

  test('without either, a failed Regeneration is not re-rolled', () => {
    const { events } = run(casualtyScene([]), FALL, [...FALL_ROLLS, d6(3), d16(9)]);
    expect(rollsOf(events, 'regeneration')).toHaveLength(1);
  });

  test('the Plague Doctor acts as an Apothecary for a team without one, and is then used up', () => {
    const first = run(casualtyScene([item('plague-doctor')], []), FALL, [...FALL_ROLLS, d16(9)]);
    expectDecision(first.state, 'apothecary', 'home');
    const { state } = run(first.state, [USE_APOTHECARY], [d16(1)]);
    expect(state.inducements?.used).toEqual(['home:plague-doctor']);
    expect(state.teams.home.apothecaries).toBe(0);
  });

  test('Wandering Apothecaries are Apothecaries for the game: two uses with two bought', () => {
    const s = inducedMatch('human', 'orc', { mode: 'exhibition', budget: { home: 200_000, away: 0 } });
    const base = s.teams.home.apothecaries;
    const pick = { type: 'choose', choice: 'buy:wandering-apothecary' } as const;
    const { state } = run(s, [pick, pick]);
    expect(state.teams.home.apothecaries).toBe(base + 2);
  });

  test('only Masters of Undeath teams may hire the Mortuary Assistant, only Favoured of Nurgle the Plague Doctor', () => {
    const keys = (s: MatchState) =>
      (s.decision?.options ?? []).map((o) => (o.type === 'choose' ? o.choice : ''));
    const budget = { home: 500_000, away: 0 };
    expect(keys(inducedMatch('shambling-undead', 'orc', { mode: 'exhibition', budget }))).toContain(
      'buy:mortuary-assistant',
    );
    expect(keys(inducedMatch('human', 'orc', { mode: 'exhibition', budget }))).not.toContain(
      'buy:mortuary-assistant',
    );
    expect(keys(inducedMatch('nurgle', 'orc', { mode: 'exhibition', budget }))).toContain(
      'buy:plague-doctor',
    );
    expect(keys(inducedMatch('human', 'orc', { mode: 'exhibition', budget }))).not.toContain(
      'buy:plague-doctor',
    );
  });
});

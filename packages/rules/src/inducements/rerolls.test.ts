import { describe, expect, test } from 'vitest';
import { act, expectDecision, mv, pl, rollsOf, run, TEAM_REROLL, turn } from '../__fixtures__/helpers.js';
import { d6, ScriptedDice, twoD6 } from '../dice/index.js';
import { Context } from '../engine/context.js';
import { halfDef, halfProc } from '../flow/half.js';
import { cheeringFans } from '../flow/kick-off-events/simple.js';
import { cloneJson } from '../state/clone.js';
import type { MatchState } from '../state/types.js';
import { SIDES } from '../types.js';
import { inducedMatch, withInducements } from './__fixtures__/match.js';
import { startOfHalf } from './effects.js';
import type { Purchase } from './types.js';

const item = (id: Purchase['item']): Purchase => ({ item: id, cost: 0 });

/** h1 at (5,7) marked by a1: its dodge to (4,8) fails on the first D6, and the coach may re-roll. */
function failedDodge(rerolls: number, mascot: boolean, more: ReturnType<typeof d6>[] = []) {
  const s0 = turn(
    [
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'a1', team: 'away', at: [6, 7] },
    ],
    {
      teams: { home: { rerolls } },
    },
  );
  const s = withInducements(s0, { home: mascot ? [item('team-mascot')] : [] });
  if (s.inducements && mascot) s.inducements.mascotReady = ['home'];
  return run(s, [act('h1'), mv(4, 8)], [d6(1), ...more]).state;
}

describe('Team Mascot (§3.18)', () => {
  test('with no team re-roll left, the Mascot still offers one', () => {
    // Without it the dodger falls at once (armour 2D6, no decision).
    expect(pl(failedDodge(0, false, twoD6(1, 2)), 'h1').status).toBe('prone');
    expect(failedDodge(0, true).decision?.options).toContainEqual(TEAM_REROLL);
  });

  test('4+: the Mascot re-rolls, the team keeps its own re-rolls; it is gone for the half', () => {
    const first = failedDodge(1, true);
    const { state, events } = run(first, [TEAM_REROLL], [d6(4), d6(6)]);
    expect(rollsOf(events, 'team-mascot')[0]).toMatchObject({ natural: [4], success: true });
    expect(state.teams.home.rerolls).toBe(1);
    expect(pl(state, 'h1').status).toBe('standing');
    expect(state.inducements?.mascotReady).toEqual([]);
  });

  test('1–3: the Mascot is lost for the half and an ordinary team re-roll is used instead', () => {
    const first = failedDodge(1, true);
    const { state } = run(first, [TEAM_REROLL], [d6(3), d6(6)]);
    expect(state.teams.home.rerolls).toBe(0);
    expect(pl(state, 'h1').status).toBe('standing');
  });

  test('1–3 with no other re-roll: the re-roll is wasted', () => {
    const first = failedDodge(0, true);
    const { state, events } = run(first, [TEAM_REROLL], [d6(2), ...twoD6(1, 2)]);
    expect(events.find((e) => e.kind === 'reroll')).toMatchObject({ wasted: true });
    expect(pl(state, 'h1').status).toBe('prone');
  });

  test('each half it is back', () => {
    const s = withInducements(failedDodge(0, true), { home: [item('team-mascot')] });
    if (s.inducements) s.inducements.mascotReady = [];
    const ctx = new Context(cloneJson(s), new ScriptedDice([]), []);
    startOfHalf(ctx);
    expect(ctx.s.inducements?.mascotReady).toEqual(['home']);
  });
});

describe('Halfling Master Chef (§3.18)', () => {
  function half(rerolls: { home: number; away: number }, rolls: number[]): MatchState {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'a1', team: 'away', at: [20, 7] },
      ],
      {
        teams: { home: { rerollsPerHalf: rerolls.home }, away: { rerollsPerHalf: rerolls.away } },
      },
    );
    const s = withInducements(s0, { home: [item('halfling-master-chef')] });
    s.stack = [halfProc(2, 'home')];
    const dice = new ScriptedDice(rolls.map(d6));
    const ctx = new Context(cloneJson(s), dice, []);
    halfDef.run(ctx, ctx.s.stack[0] as never);
    dice.assertConsumed();
    return ctx.s;
  }

  test.each([
    ['three 4+ steal three', { home: 1, away: 3 }, [4, 5, 6], { home: 4, away: 0 }],
    ['one 4+ steals one', { home: 1, away: 3 }, [1, 4, 3], { home: 2, away: 2 }],
    ['nothing to steal when the opponent has none', { home: 1, away: 1 }, [6, 6, 6], { home: 2, away: 0 }],
    ['no 4+: nothing', { home: 1, away: 3 }, [1, 2, 3], { home: 1, away: 3 }],
  ])('at the start of the half: %s', (_name, rerolls, rolls, after) => {
    const s = half(rerolls, rolls);
    expect({ home: s.teams.home.rerolls, away: s.teams.away.rerolls }).toEqual(after);
  });

  test('100k for a Halfling team, 300k for others', () => {
    const budget = { home: 100_000, away: 300_000 };
    const s = inducedMatch('halfling', 'human', { mode: 'exhibition', budget });
    expectDecision(s, 'inducements', 'home');
    expect(s.decision?.options).toContainEqual({ type: 'choose', choice: 'buy:halfling-master-chef' });
    const away = run(s, [{ type: 'choose', choice: 'buy:halfling-master-chef' }]).state;
    expect(away.inducements?.sides.home.spentTreasury).toBe(100_000);
    expectDecision(away, 'inducements', 'away');
    const human = run(away, [{ type: 'choose', choice: 'buy:halfling-master-chef' }]).state;
    expect(human.inducements?.sides.away.spentTreasury).toBe(300_000);
  });
});

describe('Team Mascot on Cheering Fans (§3.12)', () => {
  test.each([
    ['a natural 1 is re-rolled: 4 beats 3', [1, 4, 3], ['home']],
    ['no 1, no re-roll: 2 loses to 3', [2, 3], ['away']],
  ])('%s', (_name, rolls, winners) => {
    const s = withInducements(
      turn([
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'a1', team: 'away', at: [20, 7] },
      ]),
      { home: [item('team-mascot')] },
    );
    const dice = new ScriptedDice(rolls.map(d6));
    const ctx = new Context(cloneJson(s), dice, []);
    cheeringFans(ctx);
    dice.assertConsumed();
    expect(SIDES.filter((side) => ctx.s.teams[side].cheeringFans)).toEqual(winners);
  });
});

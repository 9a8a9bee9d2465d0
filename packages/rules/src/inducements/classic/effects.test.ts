import { describe, expect, test } from 'vitest';
import { END_TURN, expectDecision, pl, rollsOf, run, turn } from '../../__fixtures__/helpers.js';
import { d6, d8, ScriptedDice } from '../../dice/index.js';
import type { Command } from '../../engine/commands.js';
import { Context } from '../../engine/context.js';
import { halfDef, halfProc } from '../../flow/half.js';
import type { ScenarioInput } from '../../scenario/schema.js';
import { cloneJson } from '../../state/clone.js';
import type { MatchState } from '../../state/types.js';
import {
  casualtyScene,
  CASUALTY_FALL as FALL,
  CASUALTY_FALL_ROLLS as FALL_ROLLS,
  withClassicInducements,
} from '../__fixtures__/classic.js';
import type { Purchase } from '../types.js';
import { classicWanderingApothecary } from './wandering-apothecary.js';

type P = ScenarioInput['players'][number];
const CLASSIC = { edition: 'classic' as const };
const item = (id: Purchase['item']): Purchase => ({ item: id, cost: 0 });
const USE_APOTHECARY: Command = { type: 'choose', choice: 'use-apothecary' };

describe('Bloodweiser Babes: +1 each to the team’s KO recovery rolls', () => {
  /** The end of the first half with a Knocked-out away player (KO recovery rolls at the end of the drive). */
  const koScene = () =>
    turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'a1', team: 'away', at: [20, 7] },
        { id: 'a2', team: 'away', box: 'knocked-out' } as P,
      ],
      { ...CLASSIC, turn: 8, kickingTeam: 'home' },
    );

  test.each([
    ['no Babes: 3 stays Knocked-out', [], 3, 'knocked-out'],
    ['one Babe: 3 + 1 recovers', [item('bloodweiser-babes')], 3, 'reserves'],
    ['two Babes: 2 + 2 recovers', [item('bloodweiser-babes'), item('bloodweiser-babes')], 2, 'reserves'],
    ['two Babes: 1 + 2 stays', [item('bloodweiser-babes'), item('bloodweiser-babes')], 1, 'knocked-out'],
  ])('%s', (_name, bought, roll, box) => {
    const s0 = withClassicInducements(koScene(), { away: bought as Purchase[] });
    const { state, events } = run(s0, [END_TURN], [d6(roll)]);
    const [ko] = rollsOf(events, 'ko-recovery');
    expect(ko?.natural).toEqual([roll]);
    expect(ko?.modifiers.map((m) => m.value)).toEqual(bought.length ? [bought.length] : []);
    expect(pl(state, 'a2').box).toBe(box);
  });

  test("the other team's Babes do not help", () => {
    const s0 = withClassicInducements(koScene(), { home: [item('bloodweiser-babes')] });
    expect(pl(run(s0, [END_TURN], [d6(3)]).state, 'a2').box).toBe('knocked-out');
  });
});

describe('Halfling Master Chef: 3D6 at the start of each half, each 4+ moves a re-roll over', () => {
  function half(rerolls: { home: number; away: number }, rolls: number[]): MatchState {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'a1', team: 'away', at: [20, 7] },
      ],
      {
        ...CLASSIC,
        teams: { home: { rerollsPerHalf: rerolls.home }, away: { rerollsPerHalf: rerolls.away } },
      },
    );
    const s = withClassicInducements(s0, { home: [item('halfling-master-chef')] });
    s.stack = [halfProc(2, 'home')];
    const dice = new ScriptedDice(rolls.map(d6));
    const ctx = new Context(cloneJson(s), dice, []);
    halfDef.run(ctx, ctx.s.stack[0] as never);
    dice.assertConsumed();
    return ctx.s;
  }

  test.each([
    ['4, 5, 6: three re-rolls move over', { home: 1, away: 3 }, [4, 5, 6], { home: 4, away: 0 }],
    ['1, 4, 3: one moves over', { home: 1, away: 3 }, [1, 4, 3], { home: 2, away: 2 }],
    ['only what the opponent has moves over', { home: 1, away: 1 }, [6, 6, 6], { home: 2, away: 0 }],
    ['no 4+: nothing', { home: 2, away: 2 }, [1, 2, 3], { home: 2, away: 2 }],
  ])('%s', (_name, rerolls, rolls, after) => {
    const s = half(rerolls, rolls);
    expect({ home: s.teams.home.rerolls, away: s.teams.away.rerolls }).toEqual(after);
  });
});

describe('Igor: one re-roll of a failed Regeneration roll in the match', () => {
  test('a failed Regeneration is re-rolled once; the next one is not', () => {
    // LRB6 rolls Regeneration after the D68 (21: Badly Hurt).
    const first = run(casualtyScene([item('igor')], ['Regeneration'], false), FALL, [
      ...FALL_ROLLS,
      d6(2),
      d8(1),
      d6(3),
      d6(4),
    ]);
    expect(rollsOf(first.events, 'regeneration').map((r) => r.success)).toEqual([false, true]);
    expect(pl(first.state, 'h1').box).toBe('reserves');
    expect(first.state.inducements?.used).toEqual(['home:igor']);
    // Igor used: the next failed Regeneration goes on to the D68.
    const again = casualtyScene([item('igor')], ['Regeneration'], false);
    if (again.inducements) again.inducements.used = ['home:igor'];
    const second = run(again, FALL, [...FALL_ROLLS, d6(2), d8(1), d6(3)]);
    expect(rollsOf(second.events, 'regeneration')).toHaveLength(1);
    expect(pl(second.state, 'h1').box).toBe('casualty');
  });

  test('without Igor a failed Regeneration stands', () => {
    const { events, state } = run(casualtyScene([], ['Regeneration'], false), FALL, [
      ...FALL_ROLLS,
      d6(2),
      d8(1),
      d6(3),
    ]);
    expect(rollsOf(events, 'regeneration')).toHaveLength(1);
    expect(pl(state, 'h1').box).toBe('casualty');
  });
});

describe('Wandering Apothecary: works as an Apothecary once', () => {
  test('a team without its own Apothecary is offered one use, then none', () => {
    const s = casualtyScene([item('wandering-apothecary')], [], false);
    expect(s.teams.home.apothecaries).toBe(0);
    const ctx = new Context(s, new ScriptedDice([]), []);
    classicWanderingApothecary.onBuy?.(ctx, 'home', item('wandering-apothecary'));
    expect(ctx.s.teams.home.apothecaries).toBe(1);
    // A Badly Hurt (D68 21): the Apothecary is offered, rolls again (D68 11) and the coach keeps one.
    const hurt = run(ctx.s, FALL, [...FALL_ROLLS, d6(2), d8(1)]);
    expectDecision(hurt.state, 'apothecary', 'home');
    const used = run(hurt.state, [USE_APOTHECARY], [d6(1), d8(1)]);
    expect(used.state.teams.home.apothecaries).toBe(0);
    // Used up: the next Casualty goes straight to the table.
    const again = casualtyScene([item('wandering-apothecary')], [], false);
    const next = run(again, FALL, [...FALL_ROLLS, d6(2), d8(1)]);
    expect(next.state.decision?.kind).not.toBe('apothecary');
    expect(pl(next.state, 'h1').box).toBe('casualty');
  });
});

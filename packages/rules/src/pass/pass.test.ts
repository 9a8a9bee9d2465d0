import { describe, expect, test } from 'vitest';
import {
  act,
  expectDecision,
  mv,
  NO_REROLL,
  pl,
  rollsOf,
  run,
  turn,
  turnoverOf,
} from '../__fixtures__/helpers.js';
import { d6, d8, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { GameEvent } from '../engine/events.js';

const THROW: Command = { type: 'choose', choice: 'pass' };
const to = (x: number, y: number): Command => ({ type: 'square', square: { x, y } });
const DECLINE: Command = { type: 'decline' };
const intercept = (player: string): Command => ({ type: 'player', player });

type P = Record<string, unknown>;
const thrower = (extra: P = {}) => ({
  id: 'h1',
  team: 'home' as const,
  at: [5, 7] as [number, number],
  ...extra,
});
const receiver = (x: number, y: number, extra: P = {}) => ({
  id: 'h2',
  team: 'home' as const,
  at: [x, y] as [number, number],
  ...extra,
});

function scene(players: object[], extra: P = {}) {
  return turn(players as never, { ball: { carrier: 'h1' }, ...extra });
}

const passEvent = (events: readonly GameEvent[]) =>
  events.find((e): e is Extract<GameEvent, { kind: 'pass' }> => e.kind === 'pass');

describe('Pass Action: the PA test (§3.7)', () => {
  test('accurate: the ball reaches the target and the receiver catches with no modifier; a completion', () => {
    const s0 = scene([thrower(), receiver(8, 7)]);
    const { state, events } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(4), d6(3)]);
    expect(passEvent(events)).toMatchObject({ range: 'quick', result: 'accurate' });
    expect(rollsOf(events, 'pass')[0]).toMatchObject({ modifiers: [], target: 4, success: true });
    expect(rollsOf(events, 'catch')[0]).toMatchObject({ player: 'h2', modifiers: [], success: true });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expect(turnoverOf(events)).toBeNull();
    expect(pl(state, 'h1').record.completions).toBe(1);
    expectDecision(state, 'activation', 'home');
  });

  test('the thrower may move first, then throw; once it throws the activation is over', () => {
    const s0 = scene([thrower(), receiver(9, 7)]);
    const { state } = run(s0, [act('h1', 'pass'), mv(6, 7), THROW, to(9, 7)], [d6(5), d6(4)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expect(pl(state, 'h1').activated).toBe(true);
    expectDecision(state, 'activation');
  });

  test('the throw option is offered only while the player holds the ball', () => {
    const s0 = turn([thrower(), receiver(9, 7)], { ball: { at: { x: 6, y: 7 } } });
    const first = run(s0, [act('h1', 'pass')]);
    expect(first.state.decision?.options).not.toContainEqual(THROW);
    const { state } = run(first.state, [mv(6, 7)], [d6(3)]);
    expect(state.decision?.options[0]).toEqual(THROW);
  });

  test.each([
    ['short', [9, 7], -1],
    ['long', [13, 7], -2],
    ['long bomb', [17, 7], -3],
  ])('%s pass: %s is %i', (_n, target, mod) => {
    const [x, y] = target as [number, number];
    const s0 = scene([thrower({ pa: 2 }), receiver(x, y)]);
    const { events } = run(s0, [act('h1', 'pass'), THROW, to(x, y)], [d6(6), d6(6)]);
    expect(rollsOf(events, 'pass')[0]?.modifiers).toEqual([expect.objectContaining({ value: mod })]);
  });

  test('−1 per opponent marking the thrower, Very Sunny −1', () => {
    const s0 = scene([thrower(), receiver(8, 7), { id: 'a1', team: 'away', at: [4, 7] }], {
      weather: 'very-sunny',
    });
    const { events } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(6), d6(6)]);
    expect(rollsOf(events, 'pass')[0]?.modifiers).toEqual([
      { value: -1, reason: 'marked' },
      { value: -1, reason: 'very-sunny' },
    ]);
  });

  test('inaccurate: the ball scatters three times from the target; an empty square is a Turnover', () => {
    const s0 = scene([thrower(), receiver(8, 7)]);
    const { state, events } = run(
      s0,
      [act('h1', 'pass'), THROW, to(8, 7)],
      [d6(3), d8(5), d8(5), d8(4), d8(7)],
    );
    expect(passEvent(events)?.result).toBe('inaccurate');
    expect(rollsOf(events, 'scatter')).toHaveLength(3);
    // The scatter ends in the empty (9,7): the ball lands there and bounces down to (9,8).
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 9, y: 8 } });
    expect(turnoverOf(events)).toBe('pass-not-caught');
  });

  test('inaccurate onto a team-mate: caught with no base modifier, no Turnover, no completion', () => {
    const s0 = scene([thrower(), receiver(8, 7), { id: 'h3', team: 'home', at: [9, 7] }]);
    const { state, events } = run(
      s0,
      [act('h1', 'pass'), THROW, to(8, 7)],
      [d6(2), d8(5), d8(5), d8(4), d6(3)],
    );
    expect(rollsOf(events, 'catch')[0]).toMatchObject({ player: 'h3', modifiers: [] });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h3' });
    expect(turnoverOf(events)).toBeNull();
    expect(pl(state, 'h1').record.completions).toBe(0);
  });

  test('an inaccurate pass scattering off the pitch is thrown in; a team-mate catching it is no Turnover', () => {
    const s0 = scene([thrower({ at: [5, 2] }), receiver(5, 3)]);
    const { state, events } = run(
      s0,
      [act('h1', 'pass'), THROW, to(5, 0)],
      // PA 3 fails; scatter up leaves the pitch at once; throw-in straight down 2D6 = 4 → (5,3); catch −1.
      [d6(3), d8(2), d6(3), ...twoD6(2, 2), d6(4)],
    );
    expect(rollsOf(events, 'scatter')).toHaveLength(1);
    expect(rollsOf(events, 'catch')[0]).toMatchObject({
      modifiers: [{ value: -1, reason: 'thrown-in ball' }],
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expect(turnoverOf(events)).toBeNull();
  });

  test('fumbled on a natural 1: the ball bounces from the thrower, Turnover', () => {
    const s0 = scene([thrower(), receiver(8, 7)]);
    const { state, events } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(1), d8(5)]);
    expect(passEvent(events)?.result).toBe('fumbled');
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 6, y: 7 } });
    expect(turnoverOf(events)).toBe('fumbled-pass');
  });

  test('fumbled on a modified 1 or less (Long Bomb, PA 4+, rolled 4)', () => {
    const s0 = scene([thrower(), receiver(17, 7)]);
    const { events } = run(s0, [act('h1', 'pass'), THROW, to(17, 7)], [d6(4), d8(5)]);
    expect(passEvent(events)?.result).toBe('fumbled');
    expect(turnoverOf(events)).toBe('fumbled-pass');
  });

  test('a natural 6 is accurate whatever the modifiers', () => {
    const s0 = scene([thrower({ pa: 6 }), receiver(17, 7)]);
    const { events } = run(s0, [act('h1', 'pass'), THROW, to(17, 7)], [d6(6), d6(3)]);
    expect(passEvent(events)?.result).toBe('accurate');
  });

  test('PA "–": the pass is fumbled without a roll', () => {
    const s0 = scene([thrower({ pa: null }), receiver(8, 7)]);
    const { events } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d8(5)]);
    expect(rollsOf(events, 'pass')).toHaveLength(0);
    expect(turnoverOf(events)).toBe('fumbled-pass');
  });

  test('a team re-roll may be used on an inaccurate pass', () => {
    const s0 = scene([thrower(), receiver(8, 7)], { teams: { home: { rerolls: 1 } } });
    const first = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(2)]);
    expectDecision(first.state, 'reroll', 'home');
    const { state } = run(first.state, [{ type: 'reroll', source: 'team' }], [d6(5), d6(3)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expect(state.teams.home.rerolls).toBe(0);
  });

  test('a pass caught by an opponent is a Turnover', () => {
    const s0 = scene([thrower(), { id: 'a1', team: 'away', at: [8, 7] }]);
    const { state, events } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(4), d6(3)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
    expect(turnoverOf(events)).toBe('pass-not-caught');
  });

  test('a catch in the end zone scores', () => {
    const s0 = scene([thrower({ at: [22, 7] }), receiver(25, 7)]);
    const { state, events } = run(s0, [act('h1', 'pass'), THROW, to(25, 7)], [d6(4), d6(3)]);
    expect(state.teams.home.score).toBe(1);
    expect(turnoverOf(events)).toBe('touchdown');
  });

  test('Blizzard: only Quick and Short targets are offered', () => {
    const s0 = scene([thrower(), receiver(8, 7)], { weather: 'blizzard' });
    const { state } = run(s0, [act('h1', 'pass'), THROW]);
    expectDecision(state, 'pass-target', 'home');
    expect(state.decision?.options).toContainEqual(to(11, 7));
    expect(state.decision?.options).not.toContainEqual(to(12, 7));
  });
});

describe('Interceptions (§3.7)', () => {
  const lane = (extra: P = {}) =>
    scene([thrower(), receiver(8, 7), { id: 'a1', team: 'away', at: [7, 7], ...extra }]);

  test('the opposing coach may name one Standing opponent under the ruler', () => {
    const { state } = run(lane(), [act('h1', 'pass'), THROW, to(8, 7)], [d6(4)]);
    expectDecision(state, 'interceptor', 'away');
    expect(state.decision?.options).toEqual([intercept('a1'), DECLINE]);
  });

  test('AG test at −3 against an accurate pass; success takes the ball, Turnover', () => {
    const first = run(lane(), [act('h1', 'pass'), THROW, to(8, 7)], [d6(4)]);
    const { state, events } = run(first.state, [intercept('a1')], [d6(6)]);
    expect(rollsOf(events, 'interception')[0]).toMatchObject({
      modifiers: [
        { value: -3, reason: 'accurate pass' },
        { value: -1, reason: 'marked' },
      ],
      success: true,
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
    expect(pl(state, 'a1').record.interceptions).toBe(1);
    expect(turnoverOf(events)).toBe('interception');
  });

  test('a failed interception lets the pass go on to the receiver', () => {
    const first = run(lane(), [act('h1', 'pass'), THROW, to(8, 7)], [d6(4)]);
    const { state, events } = run(first.state, [intercept('a1')], [d6(5), d6(4)]);
    expect(rollsOf(events, 'interception')[0]?.success).toBe(false);
    // a1 marks the receiver: −1.
    expect(rollsOf(events, 'catch')[0]?.modifiers).toEqual([{ value: -1, reason: 'marked' }]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expect(turnoverOf(events)).toBeNull();
  });

  test('the coach may decline', () => {
    const first = run(lane(), [act('h1', 'pass'), THROW, to(8, 7)], [d6(4)]);
    const { state } = run(first.state, [DECLINE], [d6(4)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });

  test('−2 against an inaccurate pass; the ruler is laid to where the ball will land', () => {
    const s0 = scene([thrower(), receiver(8, 7), { id: 'a1', team: 'away', at: [8, 5] }]);
    // Inaccurate; the ball scatters from (8,7) up three times to (8,4): a1 at (8,5) is now under the ruler.
    const first = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(3), d8(2), d8(2), d8(2)]);
    expectDecision(first.state, 'interceptor', 'away');
    const { events } = run(first.state, [intercept('a1')], [d6(5)]);
    expect(rollsOf(events, 'interception')[0]?.modifiers).toEqual([{ value: -2, reason: 'inaccurate pass' }]);
  });

  test.each([
    ['Prone', { status: 'prone' }],
    ['Distracted', { distracted: true }],
  ])('a %s opponent cannot intercept', (_n, extra) => {
    const { state } = run(lane(extra), [act('h1', 'pass'), THROW, to(8, 7)], [d6(4), d6(4)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });

  test('an opponent beside the ruler cannot intercept', () => {
    const s0 = scene([thrower(), receiver(8, 7), { id: 'a1', team: 'away', at: [7, 8] }]);
    const { state } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(4), d6(4)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });

  test('Extra Arms +1, Very Long Legs +2, Stunty −1, Pouring Rain −1, −1 per marker', () => {
    const s0 = scene(
      [
        thrower(),
        receiver(8, 7),
        { id: 'a1', team: 'away', at: [7, 7], skills: ['Extra Arms', 'Very Long Legs', 'Stunty'] },
        { id: 'h3', team: 'home', at: [7, 6] },
      ],
      { weather: 'pouring-rain' },
    );
    const first = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(4)]);
    const { events } = run(first.state, [intercept('a1')], [d6(6)]);
    expect(rollsOf(events, 'interception')[0]?.modifiers.map((m) => m.value)).toEqual([-3, -2, -1, 1, 2, -1]);
  });
});

describe('Passing skills', () => {
  test('Pass re-rolls a failed PA test', () => {
    const s0 = scene([thrower({ skills: ['Pass'] }), receiver(8, 7)]);
    const first = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(2)]);
    expect(first.state.decision?.options).toEqual([{ type: 'reroll', source: 'pass' }, NO_REROLL]);
    const { state } = run(first.state, [{ type: 'reroll', source: 'pass' }], [d6(4), d6(3)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });

  test.each([
    ['Accurate', 'quick', [8, 7], [1]],
    ['Accurate', 'short', [10, 7], [-1, 1]],
    ['Accurate', 'long', [13, 7], [-2]],
    ['Cannoneer', 'long', [13, 7], [-2, 1]],
    ['Cannoneer', 'long bomb', [17, 7], [-3, 1]],
    ['Cannoneer', 'quick', [8, 7], []],
  ])('%s on a %s pass', (skill, _band, target, values) => {
    const [x, y] = target as [number, number];
    const s0 = scene([thrower({ skills: [skill] }), receiver(x, y)]);
    const { events } = run(s0, [act('h1', 'pass'), THROW, to(x, y)], [d6(6), d6(6)]);
    expect(rollsOf(events, 'pass')[0]?.modifiers.map((m) => m.value)).toEqual(values);
  });

  test('Nerves of Steel ignores markers when passing and when catching', () => {
    const s0 = scene([
      thrower({ skills: ['Nerves of Steel'] }),
      receiver(8, 7, { skills: ['Nerves of Steel'] }),
      { id: 'a1', team: 'away', at: [4, 7] },
      { id: 'a2', team: 'away', at: [9, 7] },
    ]);
    const { events } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(4), d6(3)]);
    expect(rollsOf(events, 'pass')[0]?.modifiers).toEqual([]);
    expect(rollsOf(events, 'catch')[0]?.modifiers).toEqual([]);
  });

  test('Safe Pass: a natural 1 keeps the ball, no Turnover', () => {
    const s0 = scene([thrower({ skills: ['Safe Pass'] }), receiver(8, 7)]);
    const { state, events } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(1)]);
    expect(passEvent(events)?.result).toBe('saved');
    expect(state.ball).toEqual({ kind: 'carried', player: 'h1' });
    expect(turnoverOf(events)).toBeNull();
    expectDecision(state, 'activation');
  });

  test('Safe Pass does not save a modified fumble', () => {
    const s0 = scene([thrower({ skills: ['Safe Pass'] }), receiver(17, 7)]);
    const { events } = run(s0, [act('h1', 'pass'), THROW, to(17, 7)], [d6(3), d8(5)]);
    expect(turnoverOf(events)).toBe('fumbled-pass');
  });

  test('Cloud Burster: no interception, except by Very Long Legs', () => {
    const cloud = (skills: string[]) =>
      scene([
        thrower({ skills: ['Cloud Burster'] }),
        receiver(8, 7),
        { id: 'a1', team: 'away', at: [7, 7], skills },
      ]);
    const plain = run(cloud([]), [act('h1', 'pass'), THROW, to(8, 7)], [d6(4), d6(4)]);
    expect(plain.state.ball).toEqual({ kind: 'carried', player: 'h2' });
    const legs = run(cloud(['Very Long Legs']), [act('h1', 'pass'), THROW, to(8, 7)], [d6(4)]);
    expectDecision(legs.state, 'interceptor', 'away');
  });

  test('Disturbing Presence: −1 to pass and to catch within 3 squares', () => {
    const s0 = scene([
      thrower(),
      receiver(8, 7),
      { id: 'a1', team: 'away', at: [6, 10], skills: ['Disturbing Presence'] },
    ]);
    const { events } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(5), d6(4)]);
    expect(rollsOf(events, 'pass')[0]?.modifiers).toEqual([{ value: -1, reason: 'disturbing presence' }]);
    expect(rollsOf(events, 'catch')[0]?.modifiers).toEqual([{ value: -1, reason: 'disturbing presence' }]);
  });
});

describe('More passing skills and traits', () => {
  test('Hail Mary Pass: any square, a Long Bomb, never Accurate, never intercepted', () => {
    const s0 = scene([
      thrower({ skills: ['Hail Mary Pass'], pa: 2 }),
      receiver(24, 1),
      { id: 'a1', team: 'away', at: [10, 5] },
    ]);
    const first = run(s0, [act('h1', 'pass')]);
    expect(first.state.decision?.options.slice(0, 2)).toEqual([
      THROW,
      { type: 'use-skill', skill: 'hail-mary-pass' },
    ]);
    const target = run(first.state, [{ type: 'use-skill', skill: 'hail-mary-pass' }]);
    expect(target.state.decision?.options).toContainEqual(to(24, 1));
    // Rolled 6: passes, but becomes Inaccurate: scatter 3, no interception decision.
    const { events } = run(target.state, [to(24, 1)], [d6(6), d8(1), d8(5), d8(7), d6(4)]);
    expect(rollsOf(events, 'pass')[0]?.modifiers.map((m) => m.value)).toEqual([-3]);
    expect(passEvent(events)).toMatchObject({ range: 'long-bomb', result: 'inaccurate' });
    expect(rollsOf(events, 'catch')[0]).toMatchObject({ player: 'h2' });
  });

  test('Hail Mary Pass is not offered in a Blizzard', () => {
    const s0 = scene([thrower({ skills: ['Hail Mary Pass'] }), receiver(8, 7)], { weather: 'blizzard' });
    const { state } = run(s0, [act('h1', 'pass')]);
    expect(state.decision?.options).not.toContainEqual({ type: 'use-skill', skill: 'hail-mary-pass' });
  });

  test('Diving Catch: +1 to catch an Accurate pass', () => {
    const s0 = scene([thrower(), receiver(8, 7, { skills: ['Diving Catch'] })]);
    const { events } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(4), d6(2)]);
    expect(rollsOf(events, 'catch')[0]).toMatchObject({
      modifiers: [{ value: 1, reason: 'Diving Catch' }],
      success: true,
    });
  });

  test('Give and Go: after a Quick Pass with no Turnover the thrower may move on, but not throw again', () => {
    const s0 = scene([thrower({ skills: ['Give and Go'] }), receiver(8, 7)]);
    const { state } = run(s0, [act('h1', 'pass'), THROW, to(8, 7)], [d6(4), d6(3)]);
    expectDecision(state, 'move-step', 'home');
    expect(state.decision?.options).not.toContainEqual(THROW);
    const moved = run(state, [mv(5, 6)]);
    expect(pl(moved.state, 'h1').at).toEqual({ x: 5, y: 6 });
  });

  test('Give and Go does not apply after a Short pass', () => {
    const s0 = scene([thrower({ skills: ['Give and Go'] }), receiver(10, 7)]);
    const { state } = run(s0, [act('h1', 'pass'), THROW, to(10, 7)], [d6(5), d6(3)]);
    expectDecision(state, 'activation');
  });

  test('My Ball: cannot declare a Pass or a Hand-off', () => {
    const s0 = scene([thrower({ skills: ['My Ball'] }), receiver(6, 7)]);
    const opts = s0.decision?.options ?? [];
    expect(opts).not.toContainEqual({ type: 'activate', player: 'h1', action: 'pass' });
    expect(opts).not.toContainEqual({ type: 'activate', player: 'h1', action: 'hand-off' });
  });

  test.each([
    ['all', [], 1, true],
    ['all', [], 2, false],
    ['Goblin', ['Goblin'], 1, true],
    ['Goblin', ['Orc'], null, false],
  ])('Animosity (%s) passing to a team-mate %j: D6 %s → refuses %s', (x, keywords, roll, refuses) => {
    const s0 = scene([thrower({ skills: [`Animosity (${x})`] }), receiver(8, 7, { keywords })]);
    const rolls = roll === null ? [] : [d6(roll)];
    const { state, events } = run(
      s0,
      [act('h1', 'pass'), THROW, to(8, 7)],
      [...rolls, ...(refuses ? [] : [d6(4), d6(3)])],
    );
    expect(rollsOf(events, 'animosity')).toHaveLength(roll === null ? 0 : 1);
    expect(state.ball).toEqual({ kind: 'carried', player: refuses ? 'h1' : 'h2' });
    expect(turnoverOf(events)).toBeNull();
  });
});

describe('Diving Catch into an adjacent square', () => {
  const s0 = () =>
    scene([thrower(), receiver(8, 7), { id: 'h3', team: 'home', at: [10, 7], skills: ['Diving Catch'] }]);
  // Inaccurate: right, right, left from (8,7) ends in the empty square (9,7), next to h3.
  const rolls = [d6(3), d8(5), d8(5), d8(4)];

  test('a scattered pass landing next to the player: it may dive in and catch', () => {
    const first = run(s0(), [act('h1', 'pass'), THROW, to(8, 7)], rolls);
    expectDecision(first.state, 'use-skill', 'home');
    expect(first.state.decision?.options).toEqual([{ type: 'player', player: 'h3' }, DECLINE]);
    const { state, events } = run(first.state, [{ type: 'player', player: 'h3' }], [d6(3)]);
    expect(pl(state, 'h3').at).toEqual({ x: 9, y: 7 });
    expect(rollsOf(events, 'catch')[0]).toMatchObject({ player: 'h3', modifiers: [], success: true });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h3' });
    expect(turnoverOf(events)).toBeNull();
  });

  test('declining: the ball lands in the empty square and bounces from it', () => {
    const first = run(s0(), [act('h1', 'pass'), THROW, to(8, 7)], rolls);
    const { state, events } = run(first.state, [DECLINE], [d8(7)]);
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 9, y: 8 } });
    expect(turnoverOf(events)).toBe('pass-not-caught');
  });

  test('a bouncing ball cannot be dived for', () => {
    const s = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'a1', team: 'away', at: [8, 7], skills: ['Diving Catch'] },
      ],
      { ball: { at: { x: 6, y: 7 } } },
    );
    const { state } = run(s, [act('h1'), mv(6, 7)], [d6(1), d8(5)]);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 7 } });
  });
});

describe('On the Ball', () => {
  const s0 = () =>
    scene([thrower(), receiver(8, 7), { id: 'a1', team: 'away', at: [8, 10], skills: ['On the Ball'] }]);

  test('once the target is named, the opponent may move up to 3 squares without Rushing, then the pass goes on', () => {
    const first = run(s0(), [act('h1', 'pass'), THROW, to(8, 7)]);
    expectDecision(first.state, 'use-skill', 'away');
    expect(first.state.decision?.options).toEqual([intercept('a1'), DECLINE]);
    const moving = run(first.state, [intercept('a1'), mv(8, 9), mv(7, 9), mv(7, 8)]);
    expectDecision(moving.state, 'move-step', 'away');
    expect(moving.state.decision?.options).toEqual([{ type: 'end-activation' }]);
    const { state, events } = run(moving.state, [{ type: 'end-activation' }], [d6(4), d6(4)]);
    expect(pl(state, 'a1').at).toEqual({ x: 7, y: 8 });
    // a1 now marks the receiver: −1 to the catch.
    expect(rollsOf(events, 'catch')[0]?.modifiers).toEqual([{ value: -1, reason: 'marked' }]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });

  test('declining throws at once', () => {
    const first = run(s0(), [act('h1', 'pass'), THROW, to(8, 7)]);
    const { state } = run(first.state, [DECLINE], [d6(4), d6(3)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });
});

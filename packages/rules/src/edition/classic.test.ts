import { describe, expect, test } from 'vitest';
import { act, at, mv, pl, rollsOf, run, turn, turnoverOf } from '../__fixtures__/helpers.js';
import { d6, d8, twoD6 } from '../dice/index.js';
import type { GameEvent } from '../engine/events.js';
import { loadScenario, ScenarioError } from '../scenario/load.js';
import { agilityTable, classicCasualty, classicKickOffTable } from '../tables/classic/index.js';
import { EDITIONS, editionOf } from './editions.js';

/** Classic (LRB6) rules as seed 001 states them, with scripted dice. */

const CLASSIC = { edition: 'classic' as const };
type Roll = Extract<GameEvent, { kind: 'roll' }>;
/** The D6 result a test needed before modifiers: what the seed calls 必要値 once modifiers are counted. */
const needed = (r: Roll) => (r.target ?? 0) - r.modifiers.reduce((a, m) => a + m.value, 0);

// Seed 001's dodge example: Dieter Blunt (AG3) leaves an Orc's Tackle Zone into ①, covered by two Orcs,
// then goes on to ②, covered by none.
const dieter = { id: 'h1', team: 'home' as const, name: 'Dieter Blunt', at: [10, 7] as [number, number] };
const orcs = [
  { id: 'a1', team: 'away' as const, at: [12, 6] as [number, number] },
  { id: 'a2', team: 'away' as const, at: [12, 8] as [number, number] },
  { id: 'a3', team: 'away' as const, at: [9, 6] as [number, number] },
];
const ONE = mv(11, 7);
const TWO = mv(10, 8);

describe('Dodge (seed 001: D6 + modifiers against the AG table; +1 for the dodge, −1 per opposing TZ)', () => {
  test('the AG3 player dodging into two Tackle Zones needs 5+: a 5 makes it', () => {
    const { state, events } = run(turn([dieter, ...orcs], CLASSIC), [act('h1'), ONE], [d6(5)]);
    const [dodge] = rollsOf(events, 'dodge');
    expect(dodge?.target).toBe(4); // AG 3 on the AG table
    expect(dodge?.modifiers.map((m) => m.value)).toEqual([1, -2]);
    expect(needed(dodge as Roll)).toBe(5);
    expect(dodge?.success).toBe(true);
    expect(at(state, 'h1')).toEqual([11, 7]);
  });

  test('into two Tackle Zones a 4 fails: the player falls in the square entered and it is a Turnover', () => {
    const { state, events } = run(
      turn([dieter, ...orcs], CLASSIC),
      [act('h1'), ONE],
      [d6(4), ...twoD6(2, 3)],
    );
    expect(rollsOf(events, 'dodge')[0]?.success).toBe(false);
    expect(at(state, 'h1')).toEqual([11, 7]);
    expect(pl(state, 'h1').status).toBe('prone');
    expect(turnoverOf(events)).toBe('fell-over');
  });

  test.each([
    [3, true],
    [2, false],
    [1, false], // the seed's own roll: Dieter falls
  ])('then into no Tackle Zone he needs 3+: a %i passes = %s', (n, ok) => {
    const dice = n === 1 || !ok ? [d6(5), d6(n), ...twoD6(1, 1)] : [d6(5), d6(n)];
    const { events } = run(turn([dieter, ...orcs], CLASSIC), [act('h1'), ONE, TWO], dice);
    const second = rollsOf(events, 'dodge')[1] as Roll;
    expect(second.modifiers.map((m) => m.value)).toEqual([1]);
    expect(needed(second)).toBe(3);
    expect(second.success).toBe(ok);
  });

  test.each([
    [1, 6],
    [2, 5],
    [3, 4],
    [4, 3],
    [5, 2],
    [6, 1],
    [7, 1],
  ])('the AG table: AG %i needs %i+', (ag, needs) => {
    expect(agilityTable(ag)).toBe(needs);
    expect(editionOf(CLASSIC).agilityTarget({ ma: 6, st: 3, ag, pa: null, av: 8 })).toBe(needs);
  });

  test('a natural 6 always succeeds and a natural 1 always fails (AG1 into two Tackle Zones, AG5 into none)', () => {
    const weak = { ...dieter, ag: 1 };
    const six = run(turn([weak, ...orcs], CLASSIC), [act('h1'), ONE], [d6(6)]);
    expect(needed(rollsOf(six.events, 'dodge')[0] as Roll)).toBe(7);
    expect(rollsOf(six.events, 'dodge')[0]?.success).toBe(true);
    const quick = { ...dieter, ag: 5 };
    const one = run(turn([quick, ...orcs], CLASSIC), [act('h1'), mv(9, 8)], [d6(1), ...twoD6(1, 1)]);
    expect(rollsOf(one.events, 'dodge')[0]?.success).toBe(false);
  });

  test('BB2025 is unchanged: the same dodge reads the AG target with no +1', () => {
    const { events } = run(turn([dieter, ...orcs]), [act('h1'), ONE], [d6(5)]);
    const [dodge] = rollsOf(events, 'dodge');
    expect(dodge?.target).toBe(3);
    expect(dodge?.modifiers.map((m) => m.value)).toEqual([-2]);
  });
});

describe('Picking up (seed 001: D6 + modifiers on the AG table; +1, −1 per opposing TZ)', () => {
  const ball = { ball: { at: [11, 7] as [number, number] } };
  const lone = [
    { ...dieter, at: [10, 7] as [number, number] },
    { id: 'a1', team: 'away' as const, at: [12, 6] as [number, number] },
  ];

  test('AG3 picking up in one Tackle Zone needs 4+', () => {
    const { state, events } = run(turn(lone, { ...CLASSIC, ...ball }), [act('h1'), ONE], [d6(4)]);
    const [pick] = rollsOf(events, 'pick-up');
    expect(pick?.modifiers.map((m) => m.value)).toEqual([1, -1]);
    expect(needed(pick as Roll)).toBe(4);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h1' });
  });

  test('a failed pick-up scatters the ball one square and is a Turnover', () => {
    const { state, events } = run(turn(lone, { ...CLASSIC, ...ball }), [act('h1'), ONE], [d6(3), d8(2)]);
    expect(turnoverOf(events)).toBe('failed-pick-up');
    expect(state.ball.kind).toBe('ground');
  });
});

describe('Going For It (seed 001: up to 2 squares after the MA, 2–6 succeeds, 1 falls)', () => {
  const runner = { ...dieter, ma: 1, at: [3, 7] as [number, number] };

  test.each([
    [2, true],
    [1, false],
  ])('a GFI roll of %i succeeds = %s', (n, ok) => {
    const dice = ok ? [d6(n)] : [d6(n), ...twoD6(1, 2)];
    const { state, events } = run(turn([runner], CLASSIC), [act('h1'), mv(4, 7), mv(5, 7)], dice);
    const [gfi] = rollsOf(events, 'rush');
    expect(gfi?.target).toBe(2);
    expect(gfi?.success).toBe(ok);
    expect(at(state, 'h1')).toEqual([5, 7]);
    expect(turnoverOf(events) ?? null).toBe(ok ? null : 'fell-over');
  });

  test('no third square: two GFIs and the move is over', () => {
    const { state } = run(turn([runner], CLASSIC), [act('h1'), mv(4, 7), mv(5, 7), mv(6, 7)], [d6(2), d6(2)]);
    expect(state.decision?.options.some((o) => o.type === 'move')).toBe(false);
  });
});

describe('Armour, injury and the D68 casualty table (LRB6)', () => {
  // A failed GFI knocks the player down: armour, then injury, then casualty.
  const faller = (extra: object = {}) => ({ ...dieter, ma: 1, at: [3, 7] as [number, number], ...extra });
  const fall = (extra: object, dice: Parameters<typeof run>[2]) =>
    run(turn([faller(extra)], CLASSIC), [act('h1'), mv(4, 7), mv(5, 7)], [d6(1), ...(dice ?? [])]);

  test('AV8 holds on an 8 and breaks on a 9 (the roll must beat AV)', () => {
    const holds = fall({}, twoD6(4, 4));
    expect(rollsOf(holds.events, 'armour')[0]?.success).toBe(false);
    const breaks = fall({}, [...twoD6(4, 5), ...twoD6(1, 1)]);
    expect(rollsOf(breaks.events, 'armour')[0]?.success).toBe(true);
    expect(pl(breaks.state, 'h1').status).toBe('stunned');
  });

  test('a Niggling Injury adds 1 to the injury roll: 7 becomes KO', () => {
    const { state, events } = fall({ niggling: 1 }, [...twoD6(5, 5), ...twoD6(3, 4)]);
    expect(rollsOf(events, 'injury')[0]?.total).toBe(8);
    expect(pl(state, 'h1').box).toBe('knocked-out');
  });

  test.each([
    [2, 5, 'badly-hurt', null],
    [4, 1, 'seriously-hurt', null],
    [5, 2, 'serious-injury', null],
    [5, 7, 'lasting-injury', 'ag'],
    [5, 8, 'lasting-injury', 'st'],
    [6, 1, 'dead', null],
  ])('a D68 of %i%i is %s (%s lost)', (tens, units, result, lasting) => {
    const { state, events } = fall({}, [...twoD6(5, 5), ...twoD6(6, 6), d6(tens), d8(units)]);
    const [cas] = rollsOf(events, 'casualty');
    expect(cas?.natural).toEqual([tens, units]);
    expect(cas?.total).toBe(tens * 10 + units);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'casualty', result, lasting }));
    if (lasting === 'ag') expect(pl(state, 'h1').stats.ag).toBe(2); // AG 3 → 2: classic AG goes down
  });

  test.each([
    [1, 1, 'Badly Hurt'],
    [3, 8, 'Badly Hurt'],
    [4, 4, 'Broken Jaw'],
    [5, 1, 'Damaged Back'],
    [5, 5, 'Serious Concussion'],
    [6, 8, 'Dead'],
  ])('the casualty table names %i%i %s', (tens, units, name) => {
    expect(classicCasualty(tens, units).name).toBe(name);
  });

  test('a D68 die out of range is refused by name', () => {
    expect(() => classicCasualty(7, 1)).toThrow(/D6 of a D68/);
    expect(() => classicCasualty(1, 9)).toThrow(/D8 of a D68/);
  });
});

describe('Passing is an AG roll (LRB6: Quick +1, Short 0, Long −1, Long Bomb −2)', () => {
  test.each([
    ['quick', 1],
    ['short', 0],
    ['long', -1],
    ['long-bomb', -2],
  ] as const)('%s pass: %i', (range, mod) => {
    expect(editionOf(CLASSIC).passRangeModifier[range]).toBe(mod);
  });

  test('an AG3 player passes on the AG table whatever PA the scenario gives', () => {
    expect(editionOf(CLASSIC).passTarget({ ma: 6, st: 3, ag: 3, pa: null, av: 8 })).toBe(4);
    expect(editionOf(CLASSIC).passTarget({ ma: 6, st: 3, ag: 4, pa: 6, av: 8 })).toBe(3);
    expect(EDITIONS.bb2025.passTarget({ ma: 6, st: 3, ag: 3, pa: null, av: 9 })).toBe(null);
  });

  test('interceptions are −2 and an accurate catch is +1', () => {
    expect(editionOf(CLASSIC).interceptionModifier(true).value).toBe(-2);
    expect(editionOf(CLASSIC).interceptionModifier(false).value).toBe(-2);
    expect(editionOf(CLASSIC).accurateCatchModifier?.value).toBe(1);
  });
});

describe('The classic kick-off table (2D6)', () => {
  test.each([
    [2, 'get-the-ref'],
    [3, 'riot'],
    [4, 'perfect-defence'],
    [5, 'high-kick'],
    [6, 'cheering-fans'],
    [7, 'changing-weather'],
    [8, 'brilliant-coaching'],
    [9, 'quick-snap'],
    [10, 'blitz'],
    [11, 'throw-a-rock'],
    [12, 'pitch-invasion'],
  ])('%i is %s', (total, event) => {
    expect(classicKickOffTable(total)).toBe(event);
  });
});

describe('Classic players in a scenario', () => {
  test('default players are MA6 ST3 AG3 AV8 with no PA', () => {
    const s = turn([{ id: 'h1', team: 'home', at: [5, 5] }], CLASSIC);
    expect(s.edition).toBe('classic');
    expect(pl(s, 'h1').stats).toEqual({ ma: 6, st: 3, ag: 3, pa: null, av: 8 });
  });

  test('a BB2025 position reads as classic characteristics (Orc Blitzer 3+ / 10+ → AG3 AV9)', () => {
    const s = turn([{ id: 'a1', team: 'away', at: [5, 5], position: 'orc-blitzer' }], {
      ...CLASSIC,
      teams: { away: { roster: 'orc' } },
    });
    expect(pl(s, 'a1').stats).toMatchObject({ ag: 3, pa: null, av: 9 });
  });

  test('an unknown edition is refused by its path and nothing is built', () => {
    expect(() => loadScenario({ edition: 'lrb4', players: [] })).toThrow(ScenarioError);
    try {
      loadScenario({ edition: 'lrb4', players: [] });
    } catch (e) {
      expect((e as ScenarioError).issues[0]?.path).toBe('edition');
    }
  });
});

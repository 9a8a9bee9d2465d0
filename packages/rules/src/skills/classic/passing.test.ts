import { describe, expect, test } from 'vitest';
import { away, classic, home, square, THROW, target } from '../../__fixtures__/classic.js';
import { act, pl, rollsOf, run } from '../../__fixtures__/helpers.js';
import { d6, d8, twoD6 } from '../../dice/index.js';

/** LRB6 Passing skills (and Stunty's pass penalty) whose rule differs from BB2025's, with scripted dice. */

const pass = (thrower: object, to: [number, number], others: object[] = []) =>
  classic([home('h1', 5, 7, thrower), home('h2', to[0], to[1]), ...(others as never[])], {
    ball: { carrier: 'h1' },
  });
const passMods = (s0: ReturnType<typeof pass>, x: number, y: number) =>
  rollsOf(run(s0, [act('h1', 'pass'), THROW, square(x, y)], [d6(6), d6(6)]).events, 'pass')[0]?.modifiers ??
  [];

describe('Accurate', () => {
  test.each([
    ['quick', [8, 7], [{ value: 1, reason: 'quick' }]],
    ['long', [13, 7], [{ value: -1, reason: 'long' }]],
  ] as const)('+1 on a %s pass as on every range', (_range, [x, y], range) => {
    expect(passMods(pass({ skills: ['Accurate'] }, [x, y]), x, y)).toEqual([
      ...range,
      { value: 1, reason: 'Accurate' },
    ]);
  });
});

describe('Strong Arm', () => {
  test.each([
    ['short', [9, 7], 1],
    ['long', [13, 7], 1],
    ['long bomb', [17, 7], 1],
    ['quick', [8, 7], 0],
  ] as const)('a %s pass: +%i', (_range, [x, y], bonus) => {
    const mods = passMods(pass({ skills: ['Strong Arm'] }, [x, y]), x, y);
    expect(mods.filter((m) => m.reason === 'Strong Arm').length).toBe(bonus);
  });
});

describe('Stunty', () => {
  test('−1 to its passes', () => {
    expect(passMods(pass({ skills: ['Stunty'] }, [8, 7]), 8, 7)).toContainEqual({
      value: -1,
      reason: 'Stunty',
    });
  });

  test('no penalty on its interceptions (BB2025 Stunty takes −1)', () => {
    const s0 = pass({}, [8, 7], [away('a1', 7, 7, { skills: ['Stunty'] })]);
    const first = run(s0, [act('h1', 'pass'), THROW, square(8, 7)]);
    const { events } = run(first.state, [target('a1')], [d6(6)]);
    expect(rollsOf(events, 'interception')[0]?.modifiers).toEqual([
      { value: -2, reason: 'interception' },
      { value: -1, reason: 'marked' },
    ]);
  });

  test('its dodges ignore the Tackle Zones on the square entered', () => {
    const s0 = classic([home('h1', 5, 7, { skills: ['Stunty'] }), away('a1', 6, 7), away('a2', 3, 7)]);
    const { events } = run(s0, [act('h1'), { type: 'move', square: { x: 4, y: 8 } }], [d6(3)]);
    expect(rollsOf(events, 'dodge')[0]).toMatchObject({
      modifiers: [{ value: 1, reason: 'dodge roll' }],
      success: true,
    });
  });
});

describe('Very Long Legs', () => {
  test('+1 to interceptions (BB2025: +2)', () => {
    const s0 = pass({}, [8, 7], [away('a1', 7, 7, { skills: ['Very Long Legs'] })]);
    const first = run(s0, [act('h1', 'pass'), THROW, square(8, 7)]);
    const { events } = run(first.state, [target('a1')], [d6(6)]);
    expect(rollsOf(events, 'interception')[0]?.modifiers).toContainEqual({
      value: 1,
      reason: 'Very Long Legs',
    });
  });
});

describe('Hail Mary Pass', () => {
  const HAIL_MARY = { type: 'use-skill', skill: 'hail-mary-pass' } as const;
  const scene = () =>
    classic([home('h1', 5, 7, { skills: ['Hail Mary Pass'], ag: 1 }), home('h2', 24, 1), away('a1', 10, 5)], {
      ball: { carrier: 'h1' },
    });

  test('a D6 with no modifiers: a 2 throws even for AG 1; the ball scatters 3 times, no interception', () => {
    const aimed = run(scene(), [act('h1', 'pass'), HAIL_MARY]).state;
    const { events } = run(aimed, [square(24, 1)], [d6(2), d8(1), d8(5), d8(7), d6(4)]);
    expect(rollsOf(events, 'pass')[0]).toMatchObject({ target: 2, modifiers: [], success: true });
    expect(events.find((e) => e.kind === 'pass')).toMatchObject({ result: 'inaccurate' });
    expect(rollsOf(events, 'scatter')).toHaveLength(3);
    expect(rollsOf(events, 'interception')).toHaveLength(0);
  });

  test('a 1 fumbles: the ball bounces from the thrower, Turnover', () => {
    const aimed = run(scene(), [act('h1', 'pass'), HAIL_MARY]).state;
    const { events } = run(aimed, [square(24, 1)], [d6(1), d8(1)]);
    expect(events.find((e) => e.kind === 'pass')).toMatchObject({ result: 'fumbled' });
  });
});

describe('Safe Throw', () => {
  const lane = (interceptor: string[] = []) =>
    pass({ skills: ['Safe Throw'] }, [8, 7], [away('a1', 7, 7, { skills: interceptor })]);
  // a1 intercepts with a 6 (AG 3 reads 4+; −2, −1 for h1's Tackle Zone), then the thrower's roll and the rest.
  const intercepted = (rolls: number[], interceptor: string[] = []) =>
    run(
      run(lane(interceptor), [act('h1', 'pass'), THROW, square(8, 7)]).state,
      [target('a1')],
      [d6(6), ...rolls.map(d6)],
    );

  test('an interception is cancelled by an unmodified AG roll; the pass goes on', () => {
    const { state, events } = intercepted([4, 4, 4]);
    expect(rollsOf(events, 'safe-throw')[0]).toMatchObject({ target: 4, modifiers: [], success: true });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });

  test('a failed roll: the interceptor has the ball', () => {
    const { state, events } = intercepted([3]);
    expect(rollsOf(events, 'safe-throw')[0]?.success).toBe(false);
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
  });

  test('no roll against Very Long Legs', () => {
    const { state, events } = intercepted([], ['Very Long Legs']);
    expect(rollsOf(events, 'safe-throw')).toHaveLength(0);
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
  });
});

describe('Bombardier', () => {
  test('in a classic match the bomb is an AG pass (AG 4 reads 3+, +1 Quick) and explodes where it lands', () => {
    const s0 = classic([home('h1', 5, 7, { ag: 4, skills: ['Bombardier'] }), away('a1', 9, 7)]);
    const { state, events } = run(s0, [act('h1', 'special'), square(8, 7)], [d6(2), d6(4), ...twoD6(1, 1)]);
    expect(rollsOf(events, 'pass')[0]).toMatchObject({
      target: 3,
      modifiers: [{ value: 1, reason: 'quick' }],
    });
    expect(events.find((e) => e.kind === 'explosion')).toMatchObject({ at: { x: 8, y: 7 }, hit: ['a1'] });
    expect(pl(state, 'a1').status).toBe('prone');
  });
});

describe('Throw Team-Mate', () => {
  const scene = () =>
    classic([
      home('h1', 5, 7, { skills: ['Throw Team-Mate'] }),
      home('h2', 6, 7, { skills: ['Right Stuff'] }),
    ]);
  const THROW_H2 = [act('h1', 'throw-team-mate'), target('h2'), square(8, 7)];

  test('an AG pass at −1 (Quick +1): a 3 misses 4+, the team-mate scatters three times and lands unpenalised', () => {
    const { state, events } = run(scene(), THROW_H2, [d6(3), d8(5), d8(4), d8(7), d6(4)]);
    expect(rollsOf(events, 'throw-team-mate')[0]).toMatchObject({
      target: 4,
      modifiers: [
        { value: 1, reason: 'quick' },
        { value: -1, reason: 'Throw Team-mate' },
      ],
      success: false,
    });
    expect(rollsOf(events, 'landing')[0]).toMatchObject({ modifiers: [], success: true });
    expect(pl(state, 'h2')).toMatchObject({ at: { x: 8, y: 8 }, status: 'standing' });
  });

  test('a fumble: the team-mate lands in its own square', () => {
    const { state, events } = run(scene(), THROW_H2, [d6(1), d6(4)]);
    expect(events.find((e) => e.kind === 'throw-team-mate')).toMatchObject({ result: 'fumbled' });
    expect(pl(state, 'h2')).toMatchObject({ at: { x: 6, y: 7 }, status: 'standing' });
  });
});

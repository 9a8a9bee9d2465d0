import { describe, expect, test } from 'vitest';
import {
  act,
  at,
  END,
  END_TURN,
  expectDecision,
  mv,
  pl,
  rollsOf,
  run,
  turn,
  turnoverOf,
} from '../__fixtures__/helpers.js';
import { block, d6, d8, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { ScenarioInput } from '../scenario/schema.js';
import { chompKey, isChomped } from './chomp.js';

type P = ScenarioInput['players'][number];
const target = (player: string): Command => ({ type: 'player', player });
const scene = (skill: string, d: Partial<P> = {}, extra: Partial<ScenarioInput> = {}) =>
  turn(
    [
      { id: 'h1', team: 'home', at: [10, 7], skills: [skill] },
      { id: 'a1', team: 'away', at: [11, 7], ...d },
    ],
    extra,
  );
const SPECIAL: Command[] = [act('h1', 'special'), target('a1')];

describe('Special Actions aimed at an adjacent opponent', () => {
  test('Stab: an armour roll with no modifiers and no push; a Stunned ball carrier drops the ball', () => {
    const s0 = scene('Stab', { skills: ['Block'] }, { ball: { carrier: 'a1' } });
    const { state, events } = run(s0, SPECIAL, [twoD6(5, 5), twoD6(1, 2), d8(1)]);
    expect(events.some((e) => e.kind === 'block')).toBe(false);
    expect(pl(state, 'a1').status).toBe('stunned');
    expect(events.some((e) => e.kind === 'move')).toBe(false);
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball.kind).toBe('ground');
    expect(turnoverOf(events)).toBeNull();
  });

  test.each([
    ['2+: armour at +3', 2, 'a1', [{ value: 3, reason: 'chainsaw' }]],
    [
      '1: the kick-back knocks the wielder down, armour at +3 against it',
      1,
      'h1',
      [{ value: 3, reason: 'chainsaw' }],
    ],
  ])('Chainsaw %s', (_name, roll, victim, mods) => {
    const { events } = run(scene('Chainsaw'), SPECIAL, [d6(roll), twoD6(1, 2)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ player: victim, modifiers: mods });
    expect(turnoverOf(events)).toBe(victim === 'h1' ? 'knocked-down' : null);
  });

  test.each([
    ['2+ hits the target', 2, 'a1'],
    ['1 hits the vomiter itself', 1, 'h1'],
  ])('Projectile Vomit %s', (_name, roll, victim) => {
    const { events } = run(scene('Projectile Vomit'), SPECIAL, [d6(roll), twoD6(1, 2)]);
    expect(rollsOf(events, 'armour')[0]?.player).toBe(victim);
  });

  test.each([
    ['4: the target is Placed Prone', 4, 3, 'prone', 'standing', 0],
    ['6: the target is Knocked Down', 6, 3, 'prone', 'standing', 1],
    ['2: nothing happens', 2, 3, 'standing', 'standing', 0],
    ['4 against ST 5 is a 3: nothing', 4, 5, 'standing', 'standing', 0],
    ['1: the breather is Knocked Down', 1, 3, 'standing', 'prone', 1],
  ])('Breathe Fire %s', (_name, roll, st, targetStatus, selfStatus, armourRolls) => {
    const rolls = [d6(roll), ...Array.from({ length: armourRolls }, () => twoD6(1, 2))];
    const { state } = run(scene('Breathe Fire', { st }), SPECIAL, rolls);
    expect(pl(state, 'a1').status).toBe(targetStatus);
    expect(pl(state, 'h1').status).toBe(selfStatus);
  });

  test('a Special Action may replace the block of a Blitz: it is the Blitz and costs 1 MA', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [9, 7], ma: 2, skills: ['Stab'] },
      { id: 'a1', team: 'away', at: [11, 7] },
    ]);
    const first = run(s0, [act('h1', 'blitz'), target('a1'), { type: 'move', square: { x: 10, y: 7 } }]);
    expect(first.state.decision?.options.slice(0, 2)).toEqual([
      target('a1'),
      { type: 'use-skill', skill: 'stab' },
    ]);
    const { state, events } = run(first.state, [{ type: 'use-skill', skill: 'stab' }], [twoD6(1, 2)]);
    expect(events.some((e) => e.kind === 'block')).toBe(false);
    expect(rollsOf(events, 'armour')[0]?.player).toBe('a1');
    expect(state.turnState?.declared).toContain('blitz');
    // MA 2: one step and the stab; the next square is a Rush.
    expectDecision(state, 'move-step', 'home');
    const rush = run(state, [{ type: 'move', square: { x: 9, y: 7 } }], [d6(3), d6(6)]);
    expect(rollsOf(rush.events, 'rush')).toHaveLength(1);
  });

  test.each([
    ['3+: the target is Distracted', 3, true],
    ['2: nothing', 2, false],
  ])('Hypnotic Gaze may Move first; %s; the activation ends', (_name, roll, distracted) => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [8, 7], skills: ['Hypnotic Gaze'] },
      { id: 'a1', team: 'away', at: [10, 7] },
    ]);
    const first = run(s0, [act('h1', 'special')]);
    expectDecision(first.state, 'move-step', 'home');
    expect(first.state.decision?.options).not.toContainEqual(target('a1'));
    const { state } = run(first.state, [{ type: 'move', square: { x: 9, y: 7 } }, target('a1')], [d6(roll)]);
    expect(pl(state, 'a1').distracted).toBe(distracted);
    expectDecision(state, 'activation', 'home');
  });

  test.each([
    ['3+: the target is Chomped and cannot move away while marked', 3, true],
    ['2: it gets away', 2, false],
  ])('Monstrous Mouth (Chomp) %s', (_name, roll, held) => {
    const { state } = run(
      scene('Monstrous Mouth'),
      [...SPECIAL, { type: 'end-turn' }, act('a1', 'move')],
      [d6(roll)],
    );
    expectDecision(state, 'move-step', 'away');
    if (held) expect(state.decision?.options).toEqual([{ type: 'end-activation' }]);
    else expect(state.decision?.options.length).toBeGreaterThan(1);
  });
});

describe('Chomp: the victim cannot leave its square, and a stale Chomp does not come back', () => {
  const chomped = (players: P[]) => {
    const s = turn([{ id: 'h1', team: 'home', at: [10, 7], skills: ['Monstrous Mouth'] }, ...players]);
    const a1 = pl(s, 'a1');
    a1.used = [...a1.used, chompKey(pl(s, 'h1'))];
    return s;
  };
  const victim: P = { id: 'a1', team: 'away', at: [11, 7] };

  test('a Chomped player is not pushed back; a POW knocks it down where it stands', () => {
    const s0 = chomped([victim, { id: 'h2', team: 'home', at: [11, 6] }]);
    const { state, events } = run(
      s0,
      [act('h2', 'block'), target('a1')],
      [block('pow'), block('pow'), twoD6(1, 2)],
    );
    expect(state.decision?.kind).not.toBe('push');
    expect(at(state, 'a1')).toEqual([11, 7]);
    expect(pl(state, 'a1').status).toBe('prone');
    expect(events.some((e) => e.kind === 'move')).toBe(false);
  });

  test('an unchomped player in the same place is pushed as usual', () => {
    const s0 = turn([victim, { id: 'h2', team: 'home', at: [11, 6] }]);
    const { state } = run(s0, [act('h2', 'block'), target('a1')], [block('push-back')]);
    expectDecision(state, 'push', 'home');
  });

  test('a Chomped player cannot be chain-pushed', () => {
    const s0 = chomped([
      victim,
      { id: 'a2', team: 'away', at: [12, 7] },
      { id: 'a3', team: 'away', at: [11, 6] },
      { id: 'a4', team: 'away', at: [11, 8] },
      { id: 'h2', team: 'home', at: [13, 7] },
    ]);
    const { state } = run(s0, [act('h2', 'block'), target('a2')], [block('push-back')]);
    expectDecision(state, 'push', 'home');
    expect(state.decision?.options).toEqual([
      { type: 'square', square: { x: 11, y: 6 } },
      { type: 'square', square: { x: 11, y: 8 } },
    ]);
  });

  test('the chomper knocked down in a block releases the victim for good, even once it stands again', () => {
    const s0 = chomped([victim]);
    const { state } = run(s0, [act('h1', 'block'), target('a1')], [block('player-down'), twoD6(1, 2)]);
    expect(pl(state, 'h1').status).toBe('prone');
    expect(pl(state, 'a1').used.some((k) => k.startsWith('chomped:'))).toBe(false);
    pl(state, 'h1').status = 'standing';
    expect(isChomped(state, pl(state, 'a1'))).toBe(false);
  });

  test('a chomper that steps away and back does not hold its victim again', () => {
    const s0 = chomped([victim]);
    expect(isChomped(s0, pl(s0, 'a1'))).toBe(true);
    const { state } = run(
      s0,
      [act('h1', 'move'), mv(9, 7), mv(10, 7), END, END_TURN, act('a1', 'move')],
      [d6(6)],
    );
    expect(at(state, 'h1')).toEqual([10, 7]);
    expect(pl(state, 'a1').used.some((k) => k.startsWith('chomped:'))).toBe(false);
    expectDecision(state, 'move-step', 'away');
    expect(state.decision?.options.length).toBeGreaterThan(1);
  });
});

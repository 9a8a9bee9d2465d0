import { describe, expect, test } from 'vitest';
import {
  act,
  at,
  away,
  choose,
  expectDecision,
  home,
  mv,
  NO_REROLL,
  type P,
  pl,
  rollsOf,
  run,
  square,
  TEAM_REROLL,
  target,
  turn,
  turnoverOf,
} from '../__fixtures__/helpers.js';
import { block, d6, d8, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';
import type { GameEvent } from '../engine/events.js';
import type { ScenarioInput } from '../scenario/schema.js';

/**
 * Seed 001's block rules, and the classic rules that differ from BB2025 in what may be done, played under
 * the classic edition with scripted dice. Each test is named after the rule as the seed (or LRB6) says it.
 */

const CLASSIC = { edition: 'classic' as const };
const classic = (players: P[], extra: Partial<ScenarioInput> = {}) => turn(players, { ...CLASSIC, ...extra });
const FOLLOW = choose('follow-up');
const DECLINE: Command = { type: 'decline' };
const BLOCK = (id = 'h1') => act(id, 'block');
const blockEvent = (events: readonly GameEvent[]) =>
  events.find((e) => e.kind === 'block') as Extract<GameEvent, { kind: 'block' }>;

describe('Block dice (seed 001: compare ST; white = your choice, red = the opponent’s)', () => {
  test.each([
    ['equal ST: one die, the attacker chooses', 3, 3, 1, 'home'],
    ['one side stronger: two dice, the stronger chooses', 4, 3, 2, 'home'],
    ['the defender stronger: two dice, the defender chooses (red)', 3, 4, 2, 'away'],
    // The seed says "twice as strong"; LRB6 (and this engine) read it as more than twice.
    ['more than twice as strong: three dice', 7, 3, 3, 'home'],
    ['exactly twice as strong: still two dice (LRB6 reading of 倍)', 6, 3, 2, 'home'],
  ])('%s', (_name, st, dst, dice, chooser) => {
    const s0 = classic([home('h1', 10, 7, { st }), away('a1', 11, 7, { st: dst })]);
    const faces = Array.from({ length: dice }, () => block('push-back'));
    const { events } = run(s0, [BLOCK(), target('a1')], faces);
    expect(blockEvent(events)).toMatchObject({ dice, chooser });
  });

  test('assists: +1 ST per standing team-mate next to the target and in no other opponent’s Tackle Zone', () => {
    const s0 = classic([
      home('h1', 10, 7),
      away('a1', 11, 7),
      home('h2', 12, 6), // assists
      home('h3', 12, 8), // in a4's Tackle Zone: no assist
      away('a4', 13, 9),
      home('h4', 11, 6, { status: 'prone' }), // down: no assist
    ]);
    const { events } = run(s0, [BLOCK(), target('a1')], [block('push-back'), block('push-back')]);
    expect(blockEvent(events)).toMatchObject({ offensive: ['h2'], attackerSt: 4, defenderSt: 3 });
  });
});

describe('Block results (seed 001)', () => {
  const pair = (a: Partial<P> = {}, d: Partial<P> = {}) =>
    classic([home('h1', 10, 7, a), away('a1', 11, 7, d)]);

  test('Attacker Down: the attacker goes down (AV8 holds on 8), Turnover', () => {
    const { state, events } = run(pair(), [BLOCK(), target('a1')], [block('player-down'), twoD6(4, 4)]);
    expect(pl(state, 'h1').status).toBe('prone');
    // The roll's target is the least total that breaks AV 8: 9 ("9+ needed" in the log).
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ total: 8, target: 9, success: false });
    expect(turnoverOf(events)).toBe('knocked-down');
  });

  test('Both Down: a player with Block stays up', () => {
    const { state } = run(
      pair({ skills: ['Block'] }),
      [BLOCK(), target('a1'), { type: 'use-skill', skill: 'block' }],
      [block('both-down'), twoD6(2, 2)],
    );
    expect(pl(state, 'h1').status).toBe('standing');
    expect(pl(state, 'a1').status).toBe('prone');
  });

  test('Defender Stumbles: pushed and down, but only pushed when the defender has Dodge', () => {
    const plain = run(
      pair(),
      [BLOCK(), target('a1'), square(12, 7), DECLINE],
      [block('stumble'), twoD6(2, 2)],
    );
    expect(pl(plain.state, 'a1').status).toBe('prone');
    const dodger = run(
      pair({}, { skills: ['Dodge'] }),
      [BLOCK(), target('a1'), square(12, 7), DECLINE],
      [block('stumble')],
    );
    expect(pl(dodger.state, 'a1').status).toBe('standing');
    expect(at(dodger.state, 'a1')).toEqual([12, 7]);
  });

  test('Pushed: one of the three squares away, the attacker picks; follow up is free and optional', () => {
    const first = run(pair({ ma: 1 }), [BLOCK(), target('a1')], [block('push-back')]);
    expect(first.state.decision?.options).toEqual([square(12, 7), square(12, 6), square(12, 8)]);
    const pushed = run(first.state, [square(12, 8)]);
    expectDecision(pushed.state, 'follow-up', 'home');
    const followed = run(pushed.state, [FOLLOW]);
    expect(at(followed.state, 'h1')).toEqual([11, 7]);
    expect(at(run(pushed.state, [DECLINE]).state, 'h1')).toEqual([10, 7]);
  });

  test('pushed into the crowd: injury roll with no armour roll; Stunned goes to the Reserves', () => {
    const s0 = classic([home('h1', 10, 1), away('a1', 10, 0)]);
    const { state, events } = run(
      s0,
      [BLOCK(), target('a1'), square(10, -1), DECLINE],
      [block('push-back'), twoD6(3, 3)],
    );
    expect(rollsOf(events, 'armour')).toHaveLength(0);
    expect(pl(state, 'a1').box).toBe('reserves');
  });

  test('pushed onto the ball: it bounces one square, not a pick-up, no Turnover', () => {
    const s0 = classic([home('h1', 10, 7), away('a1', 11, 7)], { ball: { at: [12, 7] } });
    const { state, events } = run(
      s0,
      [BLOCK(), target('a1'), square(12, 7), DECLINE],
      [block('push-back'), d8(2)],
    );
    expect(rollsOf(events, 'pick-up')).toHaveLength(0);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 12, y: 6 } });
    expect(turnoverOf(events)).toBeNull();
  });
});

describe('Blitz (seed 001: once a turn, the block costs 1 MA; a GFI for the block falls on a 1)', () => {
  test('the block costs one square of MA', () => {
    const s0 = classic([home('h1', 5, 7, { ma: 3 }), away('a1', 8, 7)]);
    const { state } = run(
      s0,
      [act('h1', 'blitz'), target('a1'), mv(6, 7), mv(7, 7), target('a1'), square(9, 7), DECLINE],
      [block('push-back')],
    );
    // MA 3: two steps + the block; only GFIs are left, and a third GFI never comes.
    const after = run(state, [mv(7, 6)], [d6(2)]);
    expect(rollsOf(after.events, 'rush')).toHaveLength(1);
  });

  test.each([
    [1, false],
    [2, true],
  ])('a GFI for the block rolled %i: the block happens = %s', (n, ok) => {
    const s0 = classic([home('h1', 5, 7, { ma: 2 }), away('a1', 8, 7)]);
    const dice = ok ? [d6(n), block('push-back')] : [d6(n), ...twoD6(1, 2)];
    const { state, events } = run(
      s0,
      [act('h1', 'blitz'), target('a1'), mv(6, 7), mv(7, 7), target('a1')],
      dice,
    );
    expect(rollsOf(events, 'rush')[0]).toMatchObject({ target: 2, success: ok });
    expect(events.some((e) => e.kind === 'block')).toBe(ok);
    if (!ok) expect(turnoverOf(events)).toBe('fell-over');
    else expectDecision(state, 'push', 'home');
  });

  test('only one Blitz a turn', () => {
    const s0 = classic([home('h1', 5, 7), home('h2', 5, 9), away('a1', 8, 7)]);
    const { state } = run(s0, [act('h1', 'blitz'), target('a1'), { type: 'end-activation' }]);
    expect(state.decision?.options).not.toContainEqual(act('h2', 'blitz'));
  });
});

describe('What classic does not have, and its one re-roll a turn', () => {
  test('no Secure the Ball action', () => {
    const bb = turn([home('h1', 5, 7)], { ball: { at: [7, 7] } });
    expect(bb.decision?.options).toContainEqual(act('h1', 'secure-the-ball'));
    const s0 = classic([home('h1', 5, 7)], { ball: { at: [7, 7] } });
    expect(s0.decision?.options).not.toContainEqual(act('h1', 'secure-the-ball'));
    expect(s0.decision?.options).toContainEqual(act('h1', 'move'));
  });

  test('no jumping over a Prone player without Leap', () => {
    const players = [home('h1', 5, 7), away('a1', 6, 7, { status: 'prone' })];
    const bb = run(turn(players), [act('h1')]);
    expect(bb.state.decision?.options).toContainEqual(mv(7, 7));
    const s = run(classic(players), [act('h1')]);
    expect(s.state.decision?.options).not.toContainEqual(mv(7, 7));
  });

  test('at most one team re-roll in a team turn', () => {
    const s0 = classic([home('h1', 3, 7, { ma: 1 }), home('h2', 3, 9, { ma: 1 })], {
      teams: { home: { rerolls: 2 } },
    });
    // h1's GFI fails, the team re-roll saves it.
    const first = run(
      s0,
      [act('h1'), mv(4, 7), mv(5, 7), TEAM_REROLL, { type: 'end-activation' }],
      [d6(1), d6(2)],
    );
    expect(first.state.teams.home.rerolls).toBe(1);
    // h2's GFI fails too: no team re-roll is offered although one is left.
    const second = run(first.state, [act('h2'), mv(4, 9), mv(5, 9)], [d6(1), ...twoD6(1, 1)]);
    expect(second.state.teams.home.rerolls).toBe(1);
    expect(turnoverOf(second.events)).toBe('fell-over');
  });

  test('BB2025 still allows a second team re-roll in the same turn', () => {
    const s0 = turn([home('h1', 3, 7, { ma: 1 }), home('h2', 3, 9, { ma: 1 })], {
      teams: { home: { rerolls: 2 } },
    });
    const first = run(
      s0,
      [act('h1'), mv(4, 7), mv(5, 7), TEAM_REROLL, { type: 'end-activation' }],
      [d6(1), d6(2)],
    );
    const second = run(first.state, [act('h2'), mv(4, 9), mv(5, 9)], [d6(1)]);
    expect(second.state.decision?.options).toContainEqual(TEAM_REROLL);
    expect(second.state.decision?.options).toContainEqual(NO_REROLL);
  });
});

describe('the LRB6 rolls of Shadowing and Tentacles', () => {
  const leaving = (skill: string, extra: Partial<P> = {}, mover: Partial<P> = {}) =>
    classic([home('h1', 5, 7, mover), away('a1', 6, 7, { skills: [skill], ...extra })]);

  test.each([
    [3, 4, 6, 6, true],
    [4, 4, 6, 6, false],
    [5, 4, 5, 8, true],
  ])('Shadowing: 2D6 (%i, %i) + MA %i − MA %i ≤ 7 → follows %s', (a, b, ma, theirMa, follows) => {
    const s0 = leaving('Shadowing', { ma: theirMa }, { ma });
    // The dodge (+1, no Tackle Zone on (4,8)) passes on a 3.
    const first = run(s0, [act('h1'), mv(4, 8)], [d6(3)]);
    expectDecision(first.state, 'use-skill', 'away');
    const { state, events } = run(first.state, [{ type: 'use-skill', skill: 'shadowing' }], twoD6(a, b));
    expect(rollsOf(events, 'shadowing')[0]).toMatchObject({ natural: [a, b], total: a + b + ma - theirMa });
    expect(pl(state, 'a1').at).toEqual(follows ? { x: 5, y: 7 } : { x: 6, y: 7 });
  });

  test.each([
    [2, 3, 3, 3, true],
    [3, 3, 3, 3, false],
    [4, 4, 2, 5, true],
  ])('Tentacles: 2D6 (%i, %i) + ST %i − ST %i ≤ 5 → held %s', (a, b, st, theirSt, held) => {
    const s0 = leaving('Tentacles', { st: theirSt }, { st });
    const first = run(s0, [act('h1'), mv(4, 8)]);
    expectDecision(first.state, 'use-skill', 'away');
    const rolls = held ? twoD6(a, b) : [...twoD6(a, b), d6(3)];
    const { state, events } = run(first.state, [{ type: 'use-skill', skill: 'tentacles' }], rolls);
    expect(rollsOf(events, 'tentacles')[0]).toMatchObject({ natural: [a, b], success: held });
    expect(pl(state, 'h1').at).toEqual(held ? { x: 5, y: 7 } : { x: 4, y: 8 });
  });
});

import { describe, expect, test } from 'vitest';
import {
  act,
  at,
  away,
  choose,
  END_TURN,
  expectDecision,
  home,
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

const FOLLOW = choose('follow-up');
const DECLINE: Command = { type: 'decline' };
const blockEvent = (events: readonly GameEvent[]) =>
  events.find((e) => e.kind === 'block') as Extract<GameEvent, { kind: 'block' }>;
const BLOCK = (id = 'h1') => act(id, 'block');

describe('Block Action: targets and strength', () => {
  test('only Standing opponents the blocker Marks can be targeted', () => {
    const s0 = turn([
      home('h1', 10, 7),
      away('a1', 11, 7),
      away('a2', 11, 8, { status: 'prone' }),
      away('a3', 13, 7),
    ]);
    const { state } = run(s0, [BLOCK()]);
    expectDecision(state, 'block-target', 'home');
    expect(state.decision?.options).toEqual([target('a1')]);
  });

  test('a player with no Standing opponent next to it cannot declare a Block', () => {
    const s0 = turn([home('h1', 10, 7), away('a2', 11, 8, { status: 'prone' })]);
    expect(s0.decision?.options).not.toContainEqual(BLOCK());
  });

  test.each([
    ['equal strength: one die, attacker chooses', 3, 3, 1, 'home'],
    ['stronger attacker: two dice', 4, 3, 2, 'home'],
    ['more than twice as strong: three dice', 7, 3, 3, 'home'],
    ['stronger defender: two dice, defender chooses', 3, 4, 2, 'away'],
    ['defender more than twice as strong: three dice chosen by the defender', 3, 7, 3, 'away'],
  ])('%s', (_name, st, dst, dice, chooser) => {
    const s0 = turn([home('h1', 10, 7, { st }), away('a1', 11, 7, { st: dst })]);
    const faces = Array.from({ length: dice }, (_, i) => block(i === 0 ? 'pow' : 'push-back'));
    const { state, events } = run(s0, [BLOCK(), target('a1')], faces);
    expect(blockEvent(events)).toMatchObject({ attackerSt: st, defenderSt: dst, dice, chooser });
    if (dice > 1) {
      expectDecision(state, 'block-die', chooser);
      expect(state.decision?.options).toEqual([choose('push-back'), choose('pow')]);
    }
  });

  test('offensive and defensive assists: Marking the other side, not Marked by anyone else', () => {
    const s0 = turn([
      home('h1', 10, 7),
      away('a1', 11, 7),
      home('h2', 12, 6), // assists: marks a1, marked by nobody else
      home('h3', 12, 8), // marks a1 but a4 marks it: no assist
      away('a4', 13, 9),
      away('a2', 9, 6), // defensive assist: marks h1, nobody else marks it
    ]);
    const { events } = run(s0, [BLOCK(), target('a1')], [block('push-back')]);
    expect(blockEvent(events)).toMatchObject({
      offensive: ['h2'],
      defensive: ['a2'],
      attackerSt: 4,
      defenderSt: 4,
      dice: 1,
    });
  });

  test("Guard assists while Marked; a Defensive opponent Marking it cancels Guard in its opponent's turn", () => {
    const players = (defensive: boolean) => [
      home('h1', 10, 7),
      away('a1', 11, 7),
      home('h3', 12, 8, { skills: ['Guard'] }),
      away('a4', 13, 9, defensive ? { skills: ['Defensive'] } : {}),
    ];
    const plain = run(turn(players(false)), [BLOCK(), target('a1')], [block('push-back'), block('pow')]);
    expect(blockEvent(plain.events).offensive).toEqual(['h3']);
    const cancelled = run(turn(players(true)), [BLOCK(), target('a1')], [block('push-back')]);
    expect(blockEvent(cancelled.events).offensive).toEqual([]);
  });

  test('Cheering Fans: one extra offensive assist on the next block, then it is spent', () => {
    const s0 = turn([home('h1', 10, 7), away('a1', 11, 7)]);
    s0.teams.home.cheeringFans = true;
    const { state, events } = run(s0, [BLOCK(), target('a1')], [block('push-back'), block('push-back')]);
    expect(blockEvent(events)).toMatchObject({ attackerSt: 4, dice: 2 });
    expect(state.teams.home.cheeringFans).toBe(false);
  });

  test('a defender with Guard gives a defensive assist while Marked by another attacker', () => {
    const s0 = turn([
      home('h1', 10, 7),
      away('a1', 11, 7),
      away('a2', 9, 6, { skills: ['Guard'] }),
      home('h2', 8, 5),
    ]);
    const { events } = run(s0, [BLOCK(), target('a1')], [block('push-back'), block('push-back')]);
    expect(blockEvent(events)).toMatchObject({ defensive: ['a2'], defenderSt: 4, chooser: 'away' });
  });

  test('Prone, Distracted players give no assists', () => {
    const s0 = turn([
      home('h1', 10, 7),
      away('a1', 11, 7),
      home('h2', 12, 6, { status: 'prone' }),
      home('h3', 12, 8, { distracted: true }),
    ]);
    const { events } = run(s0, [BLOCK(), target('a1')], [block('push-back')]);
    expect(blockEvent(events).offensive).toEqual([]);
  });
});

describe('Block dice results', () => {
  const pair = (a: Partial<P> = {}, d: Partial<P> = {}) => turn([home('h1', 10, 7, a), away('a1', 11, 7, d)]);

  test('Player Down: the blocker is Knocked Down by the target, armour rolled, Turnover', () => {
    const { state, events } = run(pair(), [BLOCK(), target('a1')], [block('player-down'), twoD6(2, 3)]);
    expect(pl(state, 'h1').status).toBe('prone');
    expect(pl(state, 'a1').status).toBe('standing');
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ player: 'h1', total: 5 });
    expect(turnoverOf(events)).toBe('knocked-down');
    expectDecision(state, 'activation', 'away');
  });

  const use = (skill: string): Command => ({ type: 'use-skill', skill }) as Command;
  test.each([
    [
      'no skills: both Knocked Down, target first, Turnover',
      {},
      {},
      [],
      ['prone', 'prone'],
      2,
      'knocked-down',
    ],
    [
      'attacker uses Block and stays up',
      { skills: ['Block'] },
      {},
      [use('block')],
      ['standing', 'prone'],
      1,
      null,
    ],
    [
      'attacker declines Block: both Knocked Down',
      { skills: ['Block'] },
      {},
      [DECLINE],
      ['prone', 'prone'],
      2,
      'knocked-down',
    ],
    [
      'defender uses Block and stays up',
      {},
      { skills: ['Block'] },
      [use('block')],
      ['prone', 'standing'],
      1,
      'knocked-down',
    ],
    [
      'defender declines Block: both Knocked Down',
      {},
      { skills: ['Block'] },
      [DECLINE],
      ['prone', 'prone'],
      2,
      'knocked-down',
    ],
    [
      'both use Block: nothing happens',
      { skills: ['Block'] },
      { skills: ['Block'] },
      [use('block'), use('block')],
      ['standing', 'standing'],
      0,
      null,
    ],
    [
      'attacker uses Wrestle: both Placed Prone, no armour, no Turnover',
      { skills: ['Wrestle'] },
      {},
      [use('wrestle')],
      ['prone', 'prone'],
      0,
      null,
    ],
    [
      'attacker declines Wrestle: both Knocked Down',
      { skills: ['Wrestle'] },
      {},
      [DECLINE],
      ['prone', 'prone'],
      2,
      'knocked-down',
    ],
    [
      'defender Wrestle against Block: Wrestle is asked first, both Placed Prone',
      { skills: ['Block'] },
      { skills: ['Wrestle'] },
      [use('wrestle')],
      ['prone', 'prone'],
      0,
      null,
    ],
    [
      'defender declines Wrestle, the blocker then uses Block',
      { skills: ['Block'] },
      { skills: ['Wrestle'] },
      [DECLINE, use('block')],
      ['standing', 'prone'],
      1,
      null,
    ],
  ])('Both Down, %s', (_name, a, d, choices, statuses, armourRolls, reason) => {
    const rolls = [block('both-down'), ...Array.from({ length: armourRolls }, () => twoD6(1, 2))];
    const { state, events } = run(
      pair(a as Partial<P>, d as Partial<P>),
      [BLOCK(), target('a1'), ...(choices as Command[])],
      rolls,
    );
    expect(state.decision?.kind).not.toBe('use-skill');
    expect([pl(state, 'h1').status, pl(state, 'a1').status]).toEqual(statuses);
    const armour = rollsOf(events, 'armour');
    expect(armour).toHaveLength(armourRolls);
    if (armourRolls === 2) expect(armour.map((r) => r.player)).toEqual(['a1', 'h1']);
    expect(turnoverOf(events)).toBe(reason);
  });

  test("Both Down: each player's own coach is asked, Wrestle before Block, naming the player", () => {
    const s0 = pair({ skills: ['Block', 'Wrestle'] }, { skills: ['Block', 'Wrestle'] });
    const first = run(s0, [BLOCK(), target('a1')], [block('both-down')]);
    expectDecision(first.state, 'use-skill', 'home');
    expect(first.state.decision).toMatchObject({ player: 'h1', options: [use('wrestle'), DECLINE] });
    const second = run(first.state, [DECLINE]);
    expectDecision(second.state, 'use-skill', 'away');
    expect(second.state.decision).toMatchObject({ player: 'a1', options: [use('wrestle'), DECLINE] });
    const third = run(second.state, [DECLINE]);
    expectDecision(third.state, 'use-skill', 'home');
    expect(third.state.decision).toMatchObject({ player: 'h1', options: [use('block'), DECLINE] });
    const fourth = run(third.state, [use('block')]);
    expectDecision(fourth.state, 'use-skill', 'away');
    expect(fourth.state.decision).toMatchObject({ player: 'a1', options: [use('block'), DECLINE] });
    expect(fourth.state.decision?.prompt).toMatch(/block/);
  });

  test('Both Down: no question when neither player has an optional skill', () => {
    const { state } = run(pair(), [BLOCK(), target('a1')], [block('both-down'), twoD6(1, 2), twoD6(1, 2)]);
    expect(state.decision?.kind).not.toBe('use-skill');
  });

  test('Push Back: the attacker picks one of the three squares away, then may follow up', () => {
    const first = run(pair(), [BLOCK(), target('a1')], [block('push-back')]);
    expectDecision(first.state, 'push', 'home');
    expect(first.state.decision?.options).toEqual([square(12, 7), square(12, 6), square(12, 8)]);
    const pushed = run(first.state, [square(12, 6)]);
    expect(at(pushed.state, 'a1')).toEqual([12, 6]);
    expectDecision(pushed.state, 'follow-up', 'home');
    const followed = run(pushed.state, [FOLLOW]);
    expect(at(followed.state, 'h1')).toEqual([11, 7]);
    const stayed = run(pushed.state, [DECLINE]);
    expect(at(stayed.state, 'h1')).toEqual([10, 7]);
    expect(pl(stayed.state, 'a1').status).toBe('standing');
  });

  test('POW: push, the follow-up is decided before the armour roll, then the target is Knocked Down', () => {
    const { state, events } = run(
      pair(),
      [BLOCK(), target('a1'), square(12, 7), FOLLOW],
      [block('pow'), twoD6(5, 5), twoD6(2, 3)],
    );
    expect(pl(state, 'a1').status).toBe('stunned');
    expect(at(state, 'a1')).toEqual([12, 7]);
    const follow = events.findIndex((e) => e.kind === 'move' && e.player === 'h1');
    const armour = events.findIndex((e) => e.kind === 'roll' && e.purpose === 'armour');
    expect(follow).toBeGreaterThan(-1);
    expect(follow).toBeLessThan(armour);
    expect(turnoverOf(events)).toBeNull();
    expect(events.some((e) => e.kind === 'injury')).toBe(true);
  });

  test.each([
    ['Stumble without Dodge is a POW', {}, {}, 'prone'],
    ['Stumble against Dodge is a Push Back', {}, { skills: ['Dodge'] }, 'standing'],
    ['Tackle cancels Dodge: POW again', { skills: ['Tackle'] }, { skills: ['Dodge'] }, 'prone'],
  ])('%s', (_name, a, d, status) => {
    const rolls = status === 'prone' ? [block('stumble'), twoD6(1, 2)] : [block('stumble')];
    const { state } = run(
      pair(a as Partial<P>, d as Partial<P>),
      [BLOCK(), target('a1'), square(12, 7), DECLINE],
      rolls,
    );
    expect(pl(state, 'a1').status).toBe(status);
    expect(at(state, 'a1')).toEqual([12, 7]);
  });

  test('a team re-roll re-rolls the whole set; the stronger coach then chooses', () => {
    const s0 = turn([home('h1', 10, 7, { st: 4 }), away('a1', 11, 7)], { teams: { home: { rerolls: 1 } } });
    const first = run(s0, [BLOCK(), target('a1')], [block('player-down'), block('both-down')]);
    expectDecision(first.state, 'reroll', 'home');
    expect(first.state.decision?.options).toEqual([TEAM_REROLL, NO_REROLL]);
    const { state, events } = run(first.state, [TEAM_REROLL], [block('pow'), block('push-back')]);
    expect(state.teams.home.rerolls).toBe(0);
    expect(rollsOf(events, 'block')[0]).toMatchObject({ natural: [6, 3], rerolled: true });
    expectDecision(state, 'block-die', 'home');
  });

  test("the defender choosing three dice picks the attacker's fall", () => {
    const s0 = turn([home('h1', 10, 7, { st: 2 }), away('a1', 11, 7, { st: 7 })]);
    const first = run(s0, [BLOCK(), target('a1')], [block('pow'), block('push-back'), block('player-down')]);
    expectDecision(first.state, 'block-die', 'away');
    const { state, events } = run(first.state, [{ team: 'away', ...choose('player-down') }], [twoD6(1, 1)]);
    expect(pl(state, 'h1').status).toBe('prone');
    expect(turnoverOf(events)).toBe('knocked-down');
  });
});

describe('Pushes', () => {
  test('an empty square must be chosen when there is one', () => {
    const s0 = turn([home('h1', 10, 7), away('a1', 11, 7), away('a2', 12, 6), away('a3', 12, 8)]);
    const { state } = run(s0, [BLOCK(), target('a1')], [block('push-back')]);
    expect(at(state, 'a1')).toEqual([12, 7]);
    expectDecision(state, 'follow-up');
  });

  test('chain push: the attacker chooses every direction, Prone players are pushed too', () => {
    const s0 = turn([
      home('h1', 10, 7),
      away('a1', 11, 7),
      away('a2', 12, 6),
      away('a3', 12, 7, { status: 'prone' }),
      away('a4', 12, 8),
    ]);
    const first = run(s0, [BLOCK(), target('a1')], [block('push-back')]);
    expect(first.state.decision?.options).toEqual([square(12, 7), square(12, 6), square(12, 8)]);
    const second = run(first.state, [square(12, 7)]);
    expectDecision(second.state, 'push', 'home');
    expect(second.state.decision?.player).toBe('a3');
    const { state } = run(second.state, [square(13, 8), DECLINE]);
    expect(at(state, 'a1')).toEqual([12, 7]);
    expect(at(state, 'a3')).toEqual([13, 8]);
    expect(pl(state, 'a3').status).toBe('prone');
  });

  test('pushed into the crowd: injury roll with no armour roll, Stunned goes to the Reserves, ball thrown in', () => {
    const s0 = turn([home('h1', 10, 1), away('a1', 10, 0)], { ball: { carrier: 'a1' } });
    const first = run(s0, [BLOCK(), target('a1')], [block('push-back')]);
    expect(first.state.decision?.options).toEqual([square(10, -1), square(9, -1), square(11, -1)]);
    const { state, events } = run(
      first.state,
      [square(10, -1), DECLINE],
      [twoD6(3, 3), d6(3), twoD6(2, 2), d8(5)],
    );
    expect(pl(state, 'a1').box).toBe('reserves');
    expect(rollsOf(events, 'armour')).toHaveLength(0);
    expect(events.find((e) => e.kind === 'injury')).toMatchObject({
      player: 'a1',
      result: 'stunned',
      crowd: true,
    });
    expect(rollsOf(events, 'throw-in-direction')).toHaveLength(1);
    // Thrown in straight 3 squares to the empty (10,3), where it bounces right.
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 11, y: 3 } });
    expect(turnoverOf(events)).toBeNull();
  });

  test('a chain push against the sideline pushes an active-team player into the crowd: Turnover', () => {
    const s0 = turn([
      home('h1', 10, 2),
      away('a1', 10, 1),
      home('h2', 10, 0),
      home('h3', 9, 0),
      home('h4', 11, 0),
    ]);
    // h2–h4 all assist: two dice, both Push Back.
    const first = run(s0, [BLOCK(), target('a1')], [block('push-back'), block('push-back')]);
    expect(first.state.decision?.options).toEqual([square(10, 0), square(9, 0), square(11, 0)]);
    const { state, events } = run(first.state, [square(10, 0), square(10, -1), DECLINE], [twoD6(4, 4)]);
    expect(pl(state, 'h2').box).toBe('knocked-out');
    expect(at(state, 'a1')).toEqual([10, 0]);
    expect(turnoverOf(events)).toBe('pushed-into-crowd');
  });

  test('a chain-pushed player with Sidestep chooses its own square', () => {
    const s0 = turn([
      home('h1', 10, 7),
      away('a1', 11, 7),
      away('a2', 12, 6),
      away('a3', 12, 7, { skills: ['Sidestep'] }),
      away('a4', 12, 8),
    ]);
    const { state } = run(s0, [BLOCK(), target('a1'), square(12, 7)], [block('push-back')]);
    expectDecision(state, 'push', 'away');
    expect(state.decision?.player).toBe('a3');
    expect(state.decision?.options).toContainEqual(square(11, 6));
  });

  describe("Stand Firm in a chain push is its coach's choice", () => {
    const USE_SF: Command = { type: 'use-skill', skill: 'stand-firm' };
    const wall = (sf: string[]) =>
      turn([
        home('h1', 10, 7),
        away('a1', 11, 7),
        away('a2', 12, 6, sf.includes('a2') ? { skills: ['Stand Firm'] } : {}),
        away('a3', 12, 7, sf.includes('a3') ? { skills: ['Stand Firm'] } : {}),
        away('a4', 12, 8, sf.includes('a4') ? { skills: ['Stand Firm'] } : {}),
      ]);

    test('the attacker may pick its square; the Stand Firm coach is asked before anything moves', () => {
      const first = run(wall(['a3']), [BLOCK(), target('a1')], [block('push-back')]);
      expect(first.state.decision?.options).toEqual([square(12, 7), square(12, 6), square(12, 8)]);
      const { state } = run(first.state, [square(12, 7)]);
      expect(state.decision).toMatchObject({
        kind: 'use-skill',
        team: 'away',
        player: 'a3',
        options: [USE_SF, DECLINE],
      });
      expect(at(state, 'a1')).toEqual([11, 7]);
    });

    test('used: that square is out and the attacker chooses again among the others', () => {
      const { state, events } = run(
        wall(['a3']),
        [BLOCK(), target('a1'), square(12, 7), USE_SF],
        [block('push-back')],
      );
      expect(events).toContainEqual(
        expect.objectContaining({ kind: 'skill', player: 'a3', skill: 'stand-firm' }),
      );
      expectDecision(state, 'push', 'home');
      expect(state.decision?.options).toEqual([square(12, 6), square(12, 8)]);
      const done = run(state, [square(12, 6), square(13, 5), DECLINE]);
      expect(at(done.state, 'a1')).toEqual([12, 6]);
      expect(at(done.state, 'a2')).toEqual([13, 5]);
      expect(at(done.state, 'a3')).toEqual([12, 7]);
    });

    test('declined: the Stand Firm player is chain-pushed like any other', () => {
      const { state } = run(
        wall(['a3']),
        [BLOCK(), target('a1'), square(12, 7), DECLINE, square(13, 7)],
        [block('push-back')],
      );
      expect(at(state, 'a1')).toEqual([12, 7]);
      expect(at(state, 'a3')).toEqual([13, 7]);
      expectDecision(state, 'follow-up', 'home');
    });

    test("a Blitzing Juggernaut cancels only its target's Stand Firm: a chain-pushed one is still asked", () => {
      const s0 = wall(['a3']);
      const h1 = s0.players.find((p) => p.id === 'h1');
      if (h1) h1.skills = [{ id: 'juggernaut' }];
      const { state } = run(
        s0,
        [act('h1', 'blitz'), target('a1'), target('a1'), square(12, 7)],
        [block('push-back')],
      );
      expect(state.decision).toMatchObject({ kind: 'use-skill', team: 'away', player: 'a3' });
    });

    test('every square refused: nobody in the chain moves and there is no follow-up', () => {
      const { state } = run(
        wall(['a2', 'a3', 'a4']),
        // The last square is the only one left: its Stand Firm player is asked at once.
        [BLOCK(), target('a1'), square(12, 7), USE_SF, square(12, 6), USE_SF, USE_SF],
        [block('push-back')],
      );
      expect(at(state, 'a1')).toEqual([11, 7]);
      expect(at(state, 'h1')).toEqual([10, 7]);
      expect(state.decision?.kind).toBe('activation');
    });
  });

  test('pushed onto the ball: it bounces and there is no Turnover', () => {
    const s0 = turn([home('h1', 10, 7), away('a1', 11, 7)], { ball: { at: [12, 7] } });
    const { state, events } = run(
      s0,
      [BLOCK(), target('a1'), square(12, 7), DECLINE],
      [block('push-back'), d8(2)],
    );
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 12, y: 6 } });
    expect(turnoverOf(events)).toBeNull();
  });

  test("a ball carrier pushed into the end zone it scores in scores, even in the opponent's turn", () => {
    const s0 = turn([home('h1', 2, 7), away('a1', 1, 7)], { ball: { carrier: 'a1' } });
    const { state, events } = run(s0, [BLOCK(), target('a1'), square(0, 7), DECLINE], [block('push-back')]);
    expect(events.find((e) => e.kind === 'touchdown')).toMatchObject({ team: 'away', player: 'a1' });
    expect(state.teams.away.score).toBe(1);
  });
});

describe('Pro on the block dice', () => {
  const pair = (a: Partial<P> = {}, extra: Partial<ScenarioInput> = {}) =>
    turn([home('h1', 10, 7, { skills: ['Pro'], ...a }), away('a1', 11, 7)], extra);
  const PRO: Command = { type: 'reroll', source: 'pro' };

  test('offered to the blocker beside the team re-roll; 3+ re-rolls the single die', () => {
    const s0 = pair({}, { teams: { home: { rerolls: 1 } } });
    const first = run(s0, [BLOCK(), target('a1')], [block('player-down')]);
    expectDecision(first.state, 'reroll', 'home');
    expect(first.state.decision?.options).toEqual([PRO, TEAM_REROLL, NO_REROLL]);
    const { state, events } = run(first.state, [PRO], [d6(3), block('push-back')]);
    expect(rollsOf(events, 'pro')[0]).toMatchObject({ player: 'h1', natural: [3], success: true });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'reroll', source: 'pro', wasted: false }));
    expect(rollsOf(events, 'block')[0]).toMatchObject({
      natural: [block('push-back').value],
      rerolled: true,
    });
    expectDecision(state, 'push', 'home');
    expect(state.teams.home.rerolls).toBe(1);
    expect(pl(state, 'h1').used).toContain('pro@activation');
  });

  test('a failed Pro roll leaves the die, and no other re-roll may follow', () => {
    const s0 = pair({}, { teams: { home: { rerolls: 1 } } });
    const { state, events } = run(
      s0,
      [BLOCK(), target('a1'), PRO],
      [block('player-down'), d6(2), twoD6(1, 2)],
    );
    expect(events).toContainEqual(expect.objectContaining({ kind: 'reroll', source: 'pro', wasted: true }));
    expect(rollsOf(events, 'block')).toHaveLength(1);
    expect(pl(state, 'h1').status).toBe('prone');
    expect(state.teams.home.rerolls).toBe(1);
    expect(turnoverOf(events)).toBe('knocked-down');
  });

  test('with two dice the coach names the face of the die to re-roll; the other die stays', () => {
    const s0 = pair({ st: 4 });
    const first = run(s0, [BLOCK(), target('a1'), PRO], [block('player-down'), block('both-down')]);
    expectDecision(first.state, 'reroll', 'home');
    expect(first.state.decision?.options).toEqual([choose('player-down'), choose('both-down')]);
    const { state, events } = run(first.state, [choose('player-down')], [d6(5), block('pow')]);
    expect(rollsOf(events, 'block')[0]).toMatchObject({
      natural: [block('pow').value, block('both-down').value],
      rerolled: true,
    });
    expectDecision(state, 'block-die', 'home');
    expect(state.decision?.options).toEqual([choose('both-down'), choose('pow')]);
  });

  test('declining Pro keeps the dice; Pro is not offered a second time in the activation', () => {
    const declined = run(pair(), [BLOCK(), target('a1'), NO_REROLL], [block('player-down'), twoD6(1, 2)]);
    expect(rollsOf(declined.events, 'pro')).toHaveLength(0);
    expect(pl(declined.state, 'h1').status).toBe('prone');
    // Frenzy's second block is in the same activation: Pro, used on the first, is not offered again.
    const s0 = pair({ skills: ['Pro', 'Frenzy'] }, { teams: { home: { rerolls: 1 } } });
    const again = run(
      s0,
      [BLOCK(), target('a1'), PRO, square(12, 7)],
      [block('player-down'), d6(4), block('push-back'), block('player-down')],
    );
    expectDecision(again.state, 'reroll', 'home');
    expect(again.state.decision?.options).toEqual([TEAM_REROLL, NO_REROLL]);
  });
});

describe('Cheering Fans left unused', () => {
  test("expires at the end of the turn: a block in the team's following turn gets no bonus", () => {
    const s0 = turn([home('h1', 10, 7), away('a1', 11, 7)]);
    s0.teams.home.cheeringFans = true;
    const ended = run(s0, [END_TURN]);
    expect(ended.state.teams.home.cheeringFans).toBe(false);
    const { events } = run(ended.state, [END_TURN, BLOCK(), target('a1')], [block('push-back')]);
    expect(blockEvent(events)).toMatchObject({ attackerSt: 3, offensive: [], dice: 1 });
  });
});

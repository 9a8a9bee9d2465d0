import { describe, expect, test } from 'vitest';
import {
  act,
  at,
  END,
  expectDecision,
  mv,
  pl,
  rollsOf,
  run,
  turn,
  turnoverOf,
} from '../__fixtures__/helpers.js';
import { d6, twoD6 } from '../dice/index.js';

describe('Jump (§3.4)', () => {
  const over = (skills: string[] = [], extra: object[] = []) =>
    turn([
      { id: 'h1', team: 'home', at: [5, 7], skills, ma: 6 },
      { id: 'a1', team: 'away', at: [6, 7], status: 'prone' },
      ...(extra as never[]),
    ]);

  test('jumping over a Prone player lands two squares away and costs 2 MA', () => {
    const { state, events } = run(over(), [act('h1'), mv(7, 7)], [d6(3)]);
    expect(at(state, 'h1')).toEqual([7, 7]);
    expect(events.find((e) => e.kind === 'move')).toMatchObject({ how: 'jump' });
    expect(rollsOf(events, 'jump')[0]).toMatchObject({ target: 3, modifiers: [], success: true });
    // 2 of 6 MA used: 4 more steps, then rushes.
    const s2 = run(state, [mv(8, 7), mv(9, 7), mv(10, 7), mv(11, 7)]).state;
    expect(s2.decision?.options).toContainEqual(mv(12, 7));
  });

  test('a Standing player cannot be jumped over without Leap or Pogo', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'h2', team: 'home', at: [6, 7] },
    ]);
    const { state } = run(s0, [act('h1')]);
    expect(state.decision?.options).not.toContainEqual(mv(7, 7));
    const leaper = turn([
      { id: 'h1', team: 'home', at: [5, 7], skills: ['Leap'] },
      { id: 'h2', team: 'home', at: [6, 7] },
    ]);
    expect(run(leaper, [act('h1')]).state.decision?.options).toContainEqual(mv(7, 7));
  });

  test('the modifier is the higher of the markers on the two squares', () => {
    const s0 = over(
      [],
      [
        { id: 'a2', team: 'away', at: [4, 6] },
        { id: 'a3', team: 'away', at: [8, 6] },
        { id: 'a4', team: 'away', at: [8, 8] },
      ],
    );
    const { events } = run(s0, [act('h1'), mv(7, 7)], [d6(5)]);
    expect(rollsOf(events, 'jump')[0]?.modifiers).toEqual([{ value: -2, reason: 'marked' }]);
  });

  test('a failed jump falls over in the target square; a natural 1 in the starting square', () => {
    const s0 = over([], [{ id: 'a2', team: 'away', at: [8, 6] }]);
    const fail = run(s0, [act('h1'), mv(7, 7)], [d6(3), ...twoD6(1, 1)]);
    expect(at(fail.state, 'h1')).toEqual([7, 7]);
    expect(pl(fail.state, 'h1').status).toBe('prone');
    expect(turnoverOf(fail.events)).toBe('fell-over');
    const one = run(s0, [act('h1'), mv(7, 7)], [d6(1), ...twoD6(1, 1)]);
    expect(at(one.state, 'h1')).toEqual([5, 7]);
    expect(pl(one.state, 'h1').status).toBe('prone');
  });

  test('rushes for a jump are rolled before the jump test', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7], ma: 1 },
      { id: 'a1', team: 'away', at: [6, 7], status: 'stunned' },
    ]);
    const { events } = run(s0, [act('h1'), mv(7, 7)], [d6(2), d6(4)]);
    expect(events.filter((e) => e.kind === 'roll').map((e) => (e.kind === 'roll' ? e.purpose : ''))).toEqual([
      'rush',
      'jump',
    ]);
  });

  test.each([
    [
      'Very Long Legs +1',
      ['Very Long Legs'],
      [
        { value: -2, reason: 'marked' },
        { value: 1, reason: 'Very Long Legs' },
      ],
    ],
    [
      'Leap cuts −2 to −1',
      ['Leap'],
      [
        { value: -2, reason: 'marked' },
        { value: 1, reason: 'Leap' },
      ],
    ],
    ['Pogo ignores all penalties', ['Pogo'], []],
  ])('%s', (_n, skills, mods) => {
    const s0 = over(skills, [
      { id: 'a2', team: 'away', at: [8, 6] },
      { id: 'a3', team: 'away', at: [8, 8] },
    ]);
    const { events } = run(s0, [act('h1'), mv(7, 7)], [d6(5)]);
    expect(rollsOf(events, 'jump')[0]?.modifiers).toEqual(mods);
  });
});

describe('Standing up (§3.4)', () => {
  test('a Prone player stands up for 3 MA when it declares a Move', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7], status: 'prone', ma: 4 }]);
    const { state } = run(s0, [act('h1'), mv(6, 7)]);
    expect(pl(state, 'h1').status).toBe('standing');
    // MA 4: 3 to stand + 1 step; next square is a Rush.
    const rushed = run(state, [mv(7, 7)], [d6(4)]);
    expect(rollsOf(rushed.events, 'rush')).toHaveLength(1);
  });

  test.each([
    [4, 'standing'],
    [3, 'prone'],
  ])('MA 2 rolls 4+ to stand: %i → %s', (roll, status) => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7], status: 'prone', ma: 2 },
      { id: 'h2', team: 'home', at: [1, 1] },
    ]);
    const { state, events } = run(s0, [act('h1')], [d6(roll)]);
    expect(rollsOf(events, 'stand-up')[0]).toMatchObject({ target: 4, success: roll >= 4 });
    expect(pl(state, 'h1').status).toBe(status);
    if (status === 'prone') {
      expectDecision(state, 'activation');
      expect(turnoverOf(events)).toBeNull();
    } else {
      // all MA used: only rushes remain
      const r = run(state, [mv(6, 7)], [d6(2)]);
      expect(rollsOf(r.events, 'rush')).toHaveLength(1);
    }
  });

  test('Jump Up stands up for free', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7], status: 'prone', ma: 3, skills: ['Jump Up'] }]);
    const { state } = run(s0, [act('h1'), mv(6, 7), mv(7, 7), mv(8, 7)]);
    expect(at(state, 'h1')).toEqual([8, 7]);
  });

  test('Timmm-ber! adds +1 per adjacent Open Standing team-mate', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7], status: 'prone', ma: 2, skills: ['Timmm-ber!'] },
      { id: 'h2', team: 'home', at: [5, 8] },
      { id: 'h3', team: 'home', at: [4, 7] },
    ]);
    const { state, events } = run(s0, [act('h1')], [d6(2)]);
    expect(rollsOf(events, 'stand-up')[0]).toMatchObject({ total: 4, success: true });
    expect(pl(state, 'h1').status).toBe('standing');
  });

  test('Stunned players cannot be activated', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7], status: 'stunned' }]);
    expect(s0.decision?.options).toEqual([{ type: 'end-turn' }]);
  });
});

describe('Picking up the ball (§3.4)', () => {
  test('moving into the ball square voluntarily forces an AG test at −1 per marker', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'a1', team: 'away', at: [7, 7] },
      ],
      { ball: { at: [6, 8] } },
    );
    const { state, events } = run(s0, [act('h1'), mv(6, 8)], [d6(4)]);
    expect(rollsOf(events, 'pick-up')[0]).toMatchObject({
      target: 3,
      total: 3,
      modifiers: [{ value: -1, reason: 'marked' }],
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h1' });
    expectDecision(state, 'move-step');
  });

  test('a failed pick-up bounces the ball and is a Turnover', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7] }], { ball: { at: [6, 7] } });
    const { state, events } = run(s0, [act('h1'), mv(6, 7)], [d6(2), { kind: 'D8', value: 5 }]);
    expect(turnoverOf(events)).toBe('failed-pick-up');
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 7 } });
    expect(pl(state, 'h1').status).toBe('standing');
    expectDecision(state, 'activation', 'away');
  });

  test('Sure Hands re-rolls a failed pick-up; Big Hand ignores penalties; Extra Arms +1', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7], skills: ['Sure Hands'] }], {
      ball: { at: [6, 7] },
    });
    const first = run(s0, [act('h1'), mv(6, 7)], [d6(1)]);
    expect(first.state.decision?.options[0]).toEqual({ type: 'reroll', source: 'sure-hands' });
    const big = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Big Hand', 'Extra Arms'] },
        { id: 'a1', team: 'away', at: [7, 7] },
      ],
      { ball: { at: [6, 7] }, weather: 'pouring-rain' },
    );
    const { events } = run(big, [act('h1'), mv(6, 7)], [d6(2)]);
    expect(rollsOf(events, 'pick-up')[0]).toMatchObject({
      modifiers: [{ value: 1, reason: 'Extra Arms' }],
      success: true,
    });
  });

  test('No Ball: the pick-up fails without a roll', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7], skills: ['No Ball'] }], { ball: { at: [6, 7] } });
    const { events } = run(s0, [act('h1'), mv(6, 7)], [{ kind: 'D8', value: 2 }]);
    expect(rollsOf(events, 'pick-up')).toHaveLength(0);
    expect(turnoverOf(events)).toBe('failed-pick-up');
  });

  test('picking up in the opposing end zone scores a touchdown at once', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [24, 7] },
        { id: 'a1', team: 'away', at: [1, 1] },
      ],
      { ball: { at: [25, 7] } },
    );
    const { state, events } = run(s0, [act('h1'), mv(25, 7)], [d6(5)]);
    expect(events.find((e) => e.kind === 'touchdown')).toMatchObject({ team: 'home', player: 'h1' });
    expect(state.teams.home.score).toBe(1);
    // the drive ends: the next decision is the scorer's set-up
    expectDecision(state, 'setup', 'home');
  });
});

describe('Secure the Ball (§3.5)', () => {
  const loose = (players: object[], extra: object = {}) =>
    turn([{ id: 'h1', team: 'home', at: [5, 7] }, ...(players as never[])], {
      ball: { at: [7, 7] },
      ...extra,
    });

  test('declarable only with no Standing, non-Distracted opponent within 2 squares of the ball', () => {
    const near = loose([{ id: 'a1', team: 'away', at: [9, 9] }]);
    expect(near.decision?.options).not.toContainEqual(act('h1', 'secure-the-ball'));
    const prone = loose([{ id: 'a1', team: 'away', at: [9, 9], status: 'prone' }]);
    expect(prone.decision?.options).toContainEqual(act('h1', 'secure-the-ball'));
    const far = loose([{ id: 'a1', team: 'away', at: [10, 9] }]);
    expect(far.decision?.options).toContainEqual(act('h1', 'secure-the-ball'));
  });

  test('not for Big Guys nor Unsteady players; once per team turn', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], keywords: ['Big Guy', 'Troll'] },
        { id: 'h2', team: 'home', at: [5, 9], skills: ['Unsteady'] },
        { id: 'h3', team: 'home', at: [5, 11] },
      ],
      { ball: { at: [7, 7] }, declared: ['secure-the-ball'] },
    );
    const stb = s0.decision?.options.filter((o) => o.type === 'activate' && o.action === 'secure-the-ball');
    expect(stb).toEqual([]);
  });

  test('the pick-up is a 2+ roll, not an AG test, and the activation then ends', () => {
    const s0 = loose([{ id: 'a1', team: 'away', at: [12, 12] }], { weather: 'pouring-rain' });
    const { state, events } = run(s0, [act('h1', 'secure-the-ball'), mv(6, 7), mv(7, 7)], [d6(3)]);
    expect(rollsOf(events, 'secure-the-ball')[0]).toMatchObject({
      target: 2,
      modifiers: [{ value: -1, reason: 'pouring rain' }],
      success: true,
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h1' });
    expectDecision(state, 'activation', 'home');
  });

  test('a 1 bounces the ball and is a Turnover; Sure Hands cannot re-roll it', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [6, 7], skills: ['Sure Hands'] }], {
      ball: { at: [7, 7] },
    });
    const { events } = run(s0, [act('h1', 'secure-the-ball'), mv(7, 7)], [d6(1), { kind: 'D8', value: 2 }]);
    expect(turnoverOf(events)).toBe('failed-secure-the-ball');
  });

  test('ending the activation away from the ball is a Turnover', () => {
    const s0 = loose([]);
    const { events } = run(s0, [act('h1', 'secure-the-ball'), mv(6, 7), END]);
    expect(turnoverOf(events)).toBe('failed-secure-the-ball');
  });
});

describe('Forgo activation (§3.3)', () => {
  test('marks the player activated and does nothing else', () => {
    const s0 = turn([{ id: 'h1', team: 'home', at: [5, 7] }]);
    const { state, events } = run(s0, [act('h1', 'forgo')]);
    expect(pl(state, 'h1').activated).toBe(true);
    expect(events.map((e) => e.kind)).toEqual(['activation', 'activation-end']);
  });
});

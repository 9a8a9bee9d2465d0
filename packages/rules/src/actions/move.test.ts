import { describe, expect, test } from 'vitest';
import {
  act,
  at,
  END,
  expectDecision,
  mv,
  NO_REROLL,
  pl,
  rollsOf,
  run,
  TEAM_REROLL,
  turn,
  turnoverOf,
} from '../__fixtures__/helpers.js';
import { d6, twoD6 } from '../dice/index.js';

const runner = (extra: object = {}) => ({
  id: 'h1',
  team: 'home' as const,
  at: [5, 7] as [number, number],
  ...extra,
});

describe('Move action (§3.4)', () => {
  test('moves one square per command without rolling and stops when MA and rushes are spent', () => {
    const s0 = turn([runner({ ma: 2 })]);
    const { state, events } = run(s0, [act('h1'), mv(6, 7), mv(7, 7)]);
    expect(at(state, 'h1')).toEqual([7, 7]);
    expect(events.filter((e) => e.kind === 'move')).toHaveLength(2);
    // MA 2 spent: the next squares are Rushes, still offered.
    expectDecision(state, 'move-step', 'home');
    expect(state.decision?.options).toContainEqual(mv(8, 7));
  });

  test('end-activation ends the activation and the player cannot act again', () => {
    const s0 = turn([runner(), { id: 'h2', team: 'home', at: [1, 1] }]);
    const { state } = run(s0, [act('h1'), mv(6, 7), END]);
    expectDecision(state, 'activation');
    expect(state.decision?.options.some((o) => o.type === 'activate' && o.player === 'h1')).toBe(false);
    expect(pl(state, 'h1').activated).toBe(true);
  });

  test('a player may never move onto an occupied square or off the pitch', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [0, 0] },
      { id: 'h2', team: 'home', at: [1, 0] },
    ]);
    const { state } = run(s0, [act('h1')]);
    const squares = state.decision?.options
      .filter((o) => o.type === 'move')
      .map((o) => (o.type === 'move' ? o.square : null));
    expect(squares).toEqual([
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ]);
  });
});

describe('Rush (§3.4)', () => {
  test.each([
    ['2 passes', 2, true],
    ['6 passes', 6, true],
    ['1 falls over', 1, false],
  ])('a Rush roll of %s', (_name, roll, ok) => {
    const s0 = turn([runner({ ma: 1 })]);
    const rolls = ok ? [d6(roll)] : [d6(roll), ...twoD6(1, 2)];
    const { state, events } = run(s0, [act('h1'), mv(6, 7), mv(7, 7), ...(ok ? [] : [])], rolls);
    expect(at(state, 'h1')).toEqual([7, 7]);
    expect(rollsOf(events, 'rush')[0]).toMatchObject({ target: 2, natural: [roll], success: ok });
    expect(pl(state, 'h1').status).toBe(ok ? 'standing' : 'prone');
    expect(turnoverOf(events)).toBe(ok ? null : 'fell-over');
    if (!ok) expectDecision(state, 'activation', 'away');
  });

  test('only two Rushes are offered, three with Sprint', () => {
    const plain = run(
      turn([runner({ ma: 1 })]),
      [act('h1'), mv(6, 7), mv(7, 7), mv(8, 7)],
      [d6(3), d6(3)],
    ).state;
    expect(plain.decision?.options).toEqual([END]);
    const sprinter = run(
      turn([runner({ ma: 1, skills: ['Sprint'] })]),
      [act('h1'), mv(6, 7), mv(7, 7), mv(8, 7)],
      [d6(3), d6(3)],
    ).state;
    expect(sprinter.decision?.options).toContainEqual(mv(9, 7));
  });

  test('Blizzard gives −1 and Drunkard another −1', () => {
    const s0 = turn([runner({ ma: 0 + 1, skills: ['Drunkard'] })], { weather: 'blizzard' });
    const { events } = run(s0, [act('h1'), mv(6, 7), mv(7, 7)], [d6(4)]);
    const r = rollsOf(events, 'rush')[0];
    expect(r?.modifiers.map((m) => m.value)).toEqual([-1, -1]);
    expect(r?.total).toBe(2);
    expect(r?.success).toBe(true);
  });

  test('Sure Feet re-rolls a failed Rush once per turn', () => {
    const s0 = turn([runner({ ma: 1, skills: ['Sure Feet'] })]);
    const first = run(s0, [act('h1'), mv(6, 7), mv(7, 7)], [d6(1)]);
    expectDecision(first.state, 'reroll', 'home');
    expect(first.state.decision?.options).toEqual([{ type: 'reroll', source: 'sure-feet' }, NO_REROLL]);
    const { state, events } = run(first.state, [{ type: 'reroll', source: 'sure-feet' }], [d6(5)]);
    expect(pl(state, 'h1').status).toBe('standing');
    expect(rollsOf(events, 'rush')[0]).toMatchObject({ rerolled: true, success: true });
    expect(pl(state, 'h1').used).toContain('sure-feet@turn');
  });
});

describe('Dodge (§3.4)', () => {
  const marked = (skills: string[] = [], markerSkills: string[] = []) =>
    turn([
      runner({ skills }),
      { id: 'a1', team: 'away', at: [6, 7], skills: markerSkills },
      { id: 'a2', team: 'away', at: [5, 5] },
    ]);

  test('leaving a marked square needs an AG test at −1 per opponent marking the destination', () => {
    // (4,6) is marked by a2 at (5,5): −1. AG 3+: a 4 − 1 = 3 passes.
    const { state, events } = run(marked(), [act('h1'), mv(4, 6)], [d6(4)]);
    const r = rollsOf(events, 'dodge')[0];
    expect(r).toMatchObject({ target: 3, natural: [4], total: 3, success: true });
    expect(r?.modifiers).toEqual([{ value: -1, reason: 'marked' }]);
    expect(at(state, 'h1')).toEqual([4, 6]);
  });

  test('an unmarked destination has no modifier; a failed dodge falls over there: armour, Turnover', () => {
    const { state, events } = run(marked(), [act('h1'), mv(4, 8)], [d6(2), ...twoD6(3, 3)]);
    expect(rollsOf(events, 'dodge')[0]?.modifiers).toEqual([]);
    expect(at(state, 'h1')).toEqual([4, 8]);
    expect(pl(state, 'h1').status).toBe('prone');
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ natural: [3, 3], target: 9, success: false });
    expect(turnoverOf(events)).toBe('fell-over');
  });

  test('a natural 1 always fails and a natural 6 always passes', () => {
    const s0 = turn([runner({ ag: 1 }), { id: 'a1', team: 'away', at: [6, 7] }]);
    const fail = run(s0, [act('h1'), mv(4, 8)], [d6(1), ...twoD6(1, 1)]);
    expect(rollsOf(fail.events, 'dodge')[0]?.success).toBe(false);
    const s1 = turn([
      runner({ ag: 6 }),
      { id: 'a1', team: 'away', at: [6, 7] },
      { id: 'a2', team: 'away', at: [3, 7] },
      { id: 'a3', team: 'away', at: [3, 9] },
    ]);
    const pass = run(s1, [act('h1'), mv(4, 8)], [d6(6)]);
    expect(rollsOf(pass.events, 'dodge')[0]).toMatchObject({ total: 4, success: true });
  });

  test('Dodge skill re-rolls one failed dodge per turn', () => {
    const first = run(marked(['Dodge']), [act('h1'), mv(4, 8)], [d6(1)]);
    expect(first.state.decision?.options).toEqual([{ type: 'reroll', source: 'dodge' }, NO_REROLL]);
    const { state } = run(first.state, [{ type: 'reroll', source: 'dodge' }], [d6(3)]);
    expect(at(state, 'h1')).toEqual([4, 8]);
    expect(pl(state, 'h1').status).toBe('standing');
  });

  test('Tackle on a player marking the square left cancels Dodge', () => {
    const first = run(marked(['Dodge'], ['Tackle']), [act('h1'), mv(4, 8)], [d6(1), ...twoD6(2, 2)]);
    expect(pl(first.state, 'h1').status).toBe('prone');
  });

  test('team re-roll: spent on use, the die is re-rolled once only', () => {
    const s0 = turn([runner(), { id: 'a1', team: 'away', at: [6, 7] }], { teams: { home: { rerolls: 2 } } });
    const first = run(s0, [act('h1'), mv(4, 8)], [d6(2)]);
    expect(first.state.decision?.options).toEqual([TEAM_REROLL, NO_REROLL]);
    const { state, events } = run(first.state, [TEAM_REROLL], [d6(2), ...twoD6(1, 2)]);
    expect(state.teams.home.rerolls).toBe(1);
    expect(events.filter((e) => e.kind === 'reroll')).toHaveLength(1);
    expect(pl(state, 'h1').status).toBe('prone');
  });

  test.each([
    ['Loner roll passes', 4, 'standing'],
    ['Loner roll fails: the re-roll is wasted', 3, 'prone'],
  ])('Loner (4+): %s', (_n, loner, status) => {
    const s0 = turn([runner({ skills: ['Loner (4+)'] }), { id: 'a1', team: 'away', at: [6, 7] }], {
      teams: { home: { rerolls: 1 } },
    });
    const rolls = loner >= 4 ? [d6(1), d6(loner), d6(5)] : [d6(1), d6(loner), ...twoD6(1, 1)];
    const { state, events } = run(s0, [act('h1'), mv(4, 8), TEAM_REROLL], rolls);
    expect(state.teams.home.rerolls).toBe(0);
    expect(rollsOf(events, 'loner')[0]).toMatchObject({ natural: [loner], target: 4 });
    expect(pl(state, 'h1').status).toBe(status);
  });

  test('team re-rolls cannot be used in the opponent turn or when none are left', () => {
    const s0 = turn([runner(), { id: 'a1', team: 'away', at: [6, 7] }], { teams: { home: { rerolls: 0 } } });
    const { state } = run(s0, [act('h1'), mv(4, 8)], [d6(2), ...twoD6(1, 1)]);
    expect(pl(state, 'h1').status).toBe('prone');
  });

  test.each([
    [
      'Two Heads',
      ['Two Heads'],
      [
        { value: -1, reason: 'marked' },
        { value: 1, reason: 'Two Heads' },
      ],
    ],
    [
      'Titchy',
      ['Titchy'],
      [
        { value: -1, reason: 'marked' },
        { value: 1, reason: 'Titchy' },
      ],
    ],
    ['Stunty ignores marking', ['Stunty'], []],
  ])('%s modifies the dodge', (_n, skills, mods) => {
    const { events } = run(marked(skills), [act('h1'), mv(4, 6)], [d6(4)]);
    expect(rollsOf(events, 'dodge')[0]?.modifiers).toEqual(mods);
  });

  test('Titchy markers do not count against a player dodging into their Tackle Zone', () => {
    const s0 = turn([
      runner(),
      { id: 'a1', team: 'away', at: [6, 7] },
      { id: 'a2', team: 'away', at: [3, 7], skills: ['Titchy'] },
    ]);
    const { events } = run(s0, [act('h1'), mv(4, 7)], [d6(3)]);
    expect(rollsOf(events, 'dodge')[0]?.modifiers).toEqual([]);
  });

  test('Prehensile Tail gives −1 once however many tails mark the square left', () => {
    const s0 = turn([
      runner(),
      { id: 'a1', team: 'away', at: [6, 7], skills: ['Prehensile Tail'] },
      { id: 'a2', team: 'away', at: [6, 6], skills: ['Prehensile Tail'] },
    ]);
    const { events } = run(s0, [act('h1'), mv(4, 8)], [d6(4)]);
    expect(rollsOf(events, 'dodge')[0]?.modifiers).toEqual([{ value: -1, reason: 'Prehensile Tail' }]);
  });

  test.each([
    [3, 1],
    [4, 2],
    [5, 3],
  ])('Break Tackle with ST %i adds +%i once per turn when it turns a fail into a pass', (st, bonus) => {
    const s0 = turn([
      runner({ st, ag: 4, skills: ['Break Tackle'] }),
      { id: 'a1', team: 'away', at: [6, 7] },
    ]);
    const natural = 4 - bonus;
    const { state, events } = run(s0, [act('h1'), mv(4, 8)], [d6(Math.max(2, natural))]);
    expect(pl(state, 'h1').status).toBe('standing');
    expect(events.some((e) => e.kind === 'skill' && e.skill === 'break-tackle')).toBe(true);
    expect(pl(state, 'h1').used).toContain('break-tackle@turn');
  });
});

describe('re-roll limits (§3.1)', () => {
  test('a die is never re-rolled twice: after the Dodge re-roll fails, no team re-roll is offered', () => {
    const s0 = turn([runner({ skills: ['Dodge'] }), { id: 'a1', team: 'away', at: [6, 7] }], {
      teams: { home: { rerolls: 2 } },
    });
    const first = run(s0, [act('h1'), mv(4, 8)], [d6(1)]);
    expect(first.state.decision?.options).toEqual([
      { type: 'reroll', source: 'dodge' },
      TEAM_REROLL,
      NO_REROLL,
    ]);
    const { state, events } = run(
      first.state,
      [{ type: 'reroll', source: 'dodge' }],
      [d6(2), ...twoD6(1, 1)],
    );
    expect(pl(state, 'h1').status).toBe('prone');
    expect(state.teams.home.rerolls).toBe(2);
    expect(events.filter((e) => e.kind === 'reroll')).toHaveLength(1);
  });

  test("team re-rolls are never offered in the opponent's turn", () => {
    // Home fumbles a pick-up; the ball bounces to an away player who fails the catch: away has re-rolls.
    const s0 = turn([runner(), { id: 'a1', team: 'away', at: [7, 7] }], {
      ball: { at: [6, 7] },
      teams: { away: { rerolls: 3 } },
    });
    const { state } = run(
      s0,
      [act('h1'), mv(6, 7)],
      [d6(2), { kind: 'D8', value: 5 }, d6(1), { kind: 'D8', value: 2 }],
    );
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 6 } });
    expect(state.teams.away.rerolls).toBe(3);
  });
});

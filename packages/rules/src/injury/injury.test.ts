import { describe, expect, test } from 'vitest';
import { act, END_TURN, expectDecision, mv, pl, rollsOf, run, turn } from '../__fixtures__/helpers.js';
import { d6, d8, d16, ScriptedDice, twoD6 } from '../dice/index.js';
import { runUntilDecision } from '../engine/apply.js';
import { Context } from '../engine/context.js';
import type { GameEvent } from '../engine/events.js';
import { injuryByTheCrowd } from './crowd.js';

/** h1 (MA 1) rushes into (7,7) and rolls a 1: it falls over; the rolls that follow are the test's. */
function fallOver(player: object = {}, extra: object = {}) {
  const s0 = turn(
    [
      { id: 'h1', team: 'home', at: [5, 7], ma: 1, ...player },
      { id: 'a1', team: 'away', at: [20, 7] },
    ],
    extra,
  );
  return (rolls: object[], more: object[] = []) =>
    run(s0, [act('h1'), mv(6, 7), mv(7, 7), ...(more as never[])], [d6(1), ...(rolls as never[])]);
}

const casualty = (events: GameEvent[]) =>
  events.find((e): e is Extract<GameEvent, { kind: 'casualty' }> => e.kind === 'casualty');

describe('Armour (§3.13)', () => {
  test('2D6 below AV: the player is just Prone', () => {
    const { state, events } = fallOver({ av: 9 })([...twoD6(4, 4)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ total: 8, target: 9, success: false });
    expect(rollsOf(events, 'injury')).toHaveLength(0);
    expect(pl(state, 'h1').status).toBe('prone');
  });

  test('2D6 at or above AV breaks armour and the injury roll follows', () => {
    const { state, events } = fallOver({ av: 9 })([...twoD6(4, 5), ...twoD6(3, 4)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ total: 9, success: true });
    expect(events.find((e) => e.kind === 'injury')).toMatchObject({ result: 'stunned' });
    expect(pl(state, 'h1').status).toBe('stunned');
  });
});

describe('Injury table (§4.4)', () => {
  test.each([
    [2, 'stunned', null],
    [7, 'stunned', null],
    [8, 'knocked-out', 'knocked-out'],
    [9, 'knocked-out', 'knocked-out'],
  ])('injury total %i → %s', (total, result, box) => {
    const a = Math.min(6, total - 1);
    const { state, events } = fallOver()([...twoD6(6, 6), ...twoD6(a, total - a)]);
    expect(events.find((e) => e.kind === 'injury')).toMatchObject({ result });
    expect(pl(state, 'h1').box).toBe(box);
  });

  test.each([
    [6, 'stunned'],
    [7, 'knocked-out'],
    [9, 'badly-hurt'],
  ])('Stunty table: %i → %s', (total, result) => {
    const a = Math.min(6, total - 1);
    const { events } = fallOver({ skills: ['Stunty'] })([...twoD6(6, 6), ...twoD6(a, total - a)]);
    expect(events.find((e) => e.kind === 'injury')).toMatchObject({ result });
    if (result === 'badly-hurt') {
      expect(rollsOf(events, 'casualty')).toHaveLength(0);
      expect(casualty(events)).toMatchObject({ result: 'badly-hurt' });
    }
  });

  test.each([
    [[], 8, 'stunned'],
    [['Stunty'], 7, 'stunned'],
    [['Stunty'], 8, 'knocked-out'],
  ])('Thick Skull %j: %i → %s', (skills, total, result) => {
    const a = Math.min(6, total - 1);
    const { events } = fallOver({ skills: ['Thick Skull', ...skills] })([
      ...twoD6(6, 6),
      ...twoD6(a, total - a),
    ]);
    expect(events.find((e) => e.kind === 'injury')).toMatchObject({ result });
  });
});

describe('Casualty roll (§4.5, §4.6)', () => {
  test.each([
    [1, 'badly-hurt'],
    [8, 'badly-hurt'],
    [9, 'seriously-hurt'],
    [10, 'seriously-hurt'],
    [11, 'serious-injury'],
    [12, 'serious-injury'],
    [15, 'dead'],
    [16, 'dead'],
  ])('D16 %i → %s', (n, result) => {
    const { state, events } = fallOver()([...twoD6(6, 6), ...twoD6(5, 5), d16(n)]);
    expect(casualty(events)).toMatchObject({ result, lasting: null, causedBy: null });
    const p = pl(state, 'h1');
    expect(p.box).toBe(result === 'dead' ? 'dead' : 'casualty');
    expect(p.record.injury).toBe(result);
    expect(p.record.missNextGame).toBe(result === 'seriously-hurt' || result === 'serious-injury');
    expect(p.niggling).toBe(result === 'serious-injury' ? 1 : 0);
  });

  test('+1 per Niggling Injury and +1 for Decay', () => {
    const { events } = fallOver({ niggling: 1, skills: ['Decay'] })([...twoD6(6, 6), ...twoD6(5, 5), d16(7)]);
    expect(rollsOf(events, 'casualty')[0]).toMatchObject({ natural: [7], total: 9 });
    expect(casualty(events)?.result).toBe('seriously-hurt');
  });

  test.each([
    [1, 'av', { av: 8 }],
    [3, 'ma', { ma: 5 }],
    [4, 'pa', { pa: 5 }],
    [5, 'ag', { ag: 4 }],
    [6, 'st', { st: 2 }],
  ])('Lasting Injury D6 %i reduces %s', (roll, lasting, stats) => {
    // A failed dodge away from a1: falls over, armour broken, casualty 13 → Lasting Injury.
    const s1 = turn([
      { id: 'h1', team: 'home', at: [5, 7], ma: 6, st: 3, ag: 3, pa: 4, av: 9 },
      { id: 'a1', team: 'away', at: [6, 7] },
    ]);
    const r = run(s1, [act('h1'), mv(4, 8)], [d6(1), ...twoD6(6, 6), ...twoD6(5, 5), d16(13), d6(roll)]);
    expect(casualty(r.events)).toMatchObject({ result: 'lasting-injury', lasting });
    expect(pl(r.state, 'h1').stats).toMatchObject(stats);
    expect(pl(r.state, 'h1').record).toMatchObject({ lasting, missNextGame: true });
  });

  test('a reduction that cannot apply is a plain Miss Next Game', () => {
    const { state, events } = fallOver({ st: 1 })([...twoD6(6, 6), ...twoD6(5, 5), d16(14), d6(6)]);
    expect(casualty(events)).toMatchObject({ result: 'lasting-injury', lasting: null });
    expect(pl(state, 'h1').stats.st).toBe(1);
    expect(pl(state, 'h1').record.missNextGame).toBe(true);
  });

  test('Regeneration: D6 4+ before the Casualty roll sends the player to Reserves', () => {
    const { state, events } = fallOver({ skills: ['Regeneration'] })([...twoD6(6, 6), ...twoD6(5, 5), d6(4)]);
    expect(rollsOf(events, 'regeneration')[0]).toMatchObject({ success: true });
    expect(rollsOf(events, 'casualty')).toHaveLength(0);
    expect(pl(state, 'h1').box).toBe('reserves');
  });
});

describe('Apothecary (§3.13)', () => {
  const withApo = { teams: { home: { apothecary: true } } };

  test('a KO patched up by the Apothecary stays on the pitch Stunned; once per match', () => {
    const first = fallOver({}, withApo)([...twoD6(6, 6), ...twoD6(4, 4)]);
    expectDecision(first.state, 'apothecary', 'home');
    const { state } = run(first.state, [{ type: 'choose', choice: 'use-apothecary' }]);
    expect(pl(state, 'h1').status).toBe('stunned');
    expect(pl(state, 'h1').at).toEqual({ x: 7, y: 7 });
    expect(state.teams.home.apothecaries).toBe(0);
  });

  test('declining leaves the player in the KO box', () => {
    const first = fallOver({}, withApo)([...twoD6(6, 6), ...twoD6(4, 4)]);
    const { state } = run(first.state, [{ type: 'decline' }]);
    expect(pl(state, 'h1').box).toBe('knocked-out');
    expect(state.teams.home.apothecaries).toBe(1);
  });

  test('on a Casualty the opponent rolls again and the owner keeps either; Badly Hurt → Reserves', () => {
    const first = fallOver({}, withApo)([...twoD6(6, 6), ...twoD6(5, 5), d16(15)]);
    expectDecision(first.state, 'apothecary', 'home');
    const second = run(first.state, [{ type: 'choose', choice: 'use-apothecary' }], [d16(3)]);
    expectDecision(second.state, 'apothecary-choice', 'home');
    const { state, events } = run(second.state, [{ type: 'choose', choice: 'second' }]);
    expect(pl(state, 'h1').box).toBe('reserves');
    expect(casualty(events)?.result).toBe('badly-hurt');
    expect(pl(state, 'h1').record.injury).toBeNull();
  });
});

describe('A ball carrier going down', () => {
  test('lets go of the ball at once: it lies loose while the Apothecary is decided, then bounces', () => {
    const first = fallOver(
      {},
      { teams: { home: { apothecary: true } }, ball: { carrier: 'h1' } },
    )([...twoD6(6, 6), ...twoD6(5, 5), d16(15)]);
    expectDecision(first.state, 'apothecary', 'home');
    expect(pl(first.state, 'h1').box).toBe('casualty');
    expect(first.state.ball).toEqual({ kind: 'air', at: { x: 7, y: 7 } });
    const { state, events } = run(first.state, [{ type: 'decline' }], [d8(2)]);
    expect(events.some((e) => e.kind === 'ball' && e.reason === 'bounce')).toBe(true);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 6 } });
  });
});

describe('Injury by the crowd (§3.13)', () => {
  test.each([
    [[3, 3], 'reserves'],
    [[4, 4], 'knocked-out'],
  ])('injury %j → %s (Stunned reads as Reserves)', (roll, box) => {
    const s = turn([{ id: 'h1', team: 'home', at: [5, 0] }]);
    const dice = new ScriptedDice([...twoD6(roll[0] as number, roll[1] as number)]);
    const events: GameEvent[] = [];
    const ctx = new Context(structuredClone(s), dice, events);
    injuryByTheCrowd(ctx, pl(ctx.s, 'h1'));
    runUntilDecision(ctx);
    dice.assertConsumed();
    expect(pl(ctx.s, 'h1').box).toBe(box);
    expect(pl(ctx.s, 'h1').at).toBeNull();
  });
});

describe('Stunned players (§3.1)', () => {
  test('a player Stunned at the start of its team turn turns Prone at its end', () => {
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7], status: 'stunned' },
      { id: 'a1', team: 'away', at: [20, 7] },
    ]);
    const { state } = run(s0, [END_TURN]);
    expect(pl(state, 'h1').status).toBe('prone');
  });

  test('a player Stunned during its own turn stays Stunned through the next turn end', () => {
    const { state } = fallOver()([...twoD6(6, 6), ...twoD6(1, 2)]);
    expect(pl(state, 'h1').status).toBe('stunned');
    expectDecision(state, 'activation', 'away');
    const next = run(state, [END_TURN]).state;
    expect(pl(next, 'h1').status).toBe('stunned');
    const after = run(next, [END_TURN]).state;
    expect(pl(after, 'h1').status).toBe('prone');
  });
});

describe('more injury cases', () => {
  test('a failed Regeneration roll goes on to the Casualty roll', () => {
    const { state, events } = fallOver({ skills: ['Regeneration'] })([
      ...twoD6(6, 6),
      ...twoD6(5, 5),
      d6(3),
      d16(9),
    ]);
    expect(rollsOf(events, 'regeneration')[0]).toMatchObject({ success: false });
    expect(casualty(events)?.result).toBe('seriously-hurt');
    expect(pl(state, 'h1').box).toBe('casualty');
  });

  test('the crowd KOs a player: the Apothecary sends it to the Reserves', () => {
    const s = turn([{ id: 'h1', team: 'home', at: [5, 0] }], { teams: { home: { apothecary: true } } });
    const dice = new ScriptedDice([...twoD6(4, 4)]);
    const events: GameEvent[] = [];
    const ctx = new Context(structuredClone(s), dice, events);
    injuryByTheCrowd(ctx, pl(ctx.s, 'h1'));
    runUntilDecision(ctx);
    expect(ctx.s.decision?.kind).toBe('apothecary');
    const { state } = run(ctx.s, [{ type: 'choose', choice: 'use-apothecary' }]);
    expect(pl(state, 'h1').box).toBe('reserves');
    expect(state.teams.home.apothecaries).toBe(0);
  });

  test('casualties record who caused them', () => {
    // Animal Savagery: h1 lashes out at h2, whose armour breaks and who suffers a casualty.
    const s0 = turn([
      { id: 'h1', team: 'home', at: [5, 7], skills: ['Animal Savagery'] },
      { id: 'h2', team: 'home', at: [5, 8] },
    ]);
    const { state, events } = run(s0, [act('h1')], [d6(1), ...twoD6(6, 6), ...twoD6(6, 6), d16(1)]);
    expect(casualty(events)).toMatchObject({
      player: 'h2',
      result: 'badly-hurt',
      causedBy: 'h1',
      spp: false,
    });
    expect(pl(state, 'h1').record.casualtiesCaused).toBe(1);
    expect(pl(state, 'h1').record.casualtiesSpp).toBe(0);
    expect(pl(state, 'h2').record.injuredBy).toBe('h1');
  });
});

import { describe, expect, test } from 'vitest';
import {
  away,
  choose,
  classic,
  DECLINE,
  home,
  skillEvents,
  square,
  target,
  useSkill,
} from '../../__fixtures__/classic.js';
import { act, expectDecision, mv, pl, rollsOf, run, turnoverOf } from '../../__fixtures__/helpers.js';
import { block, d6, twoD6 } from '../../dice/index.js';

/** LRB6 Agility, Strength and Mutation skills whose rule differs from BB2025's, with scripted dice. */

describe('Break Tackle', () => {
  // Out of a1's Tackle Zone into a2's: AG 3 reads 4+, +1 dodge, −1 Tackle Zone: 4 on the die; ST 4 reads 3+.
  const scene = (st: number) =>
    classic([home('h1', 5, 7, { st, skills: ['Break Tackle'] }), away('a1', 6, 7), away('a2', 3, 7)]);

  test('a dodge that fails on AG but passes on ST succeeds, once per turn', () => {
    const { state, events } = run(scene(4), [act('h1'), mv(4, 8)], [d6(3)]);
    expect(skillEvents(events, 'break-tackle')).toHaveLength(1);
    expect(pl(state, 'h1')).toMatchObject({ status: 'standing', at: { x: 4, y: 8 } });
    // (4,8) → (5,9) leaves a2's Tackle Zone into none: 3 on AG, 2 on ST; the 2 fails, Break Tackle is spent.
    const second = run(state, [mv(5, 9)], [d6(2), ...twoD6(1, 1)]);
    expect(skillEvents(second.events, 'break-tackle')).toHaveLength(0);
    expect(pl(second.state, 'h1').status).toBe('prone');
  });

  test('no better on ST than on AG: the failed dodge stands', () => {
    const { state, events } = run(scene(3), [act('h1'), mv(4, 8)], [d6(3), ...twoD6(1, 1)]);
    expect(skillEvents(events, 'break-tackle')).toHaveLength(0);
    expect(turnoverOf(events)).not.toBeNull();
    expect(pl(state, 'h1').status).toBe('prone');
  });
});

describe('Leap', () => {
  test('jumps over a standing opponent with no Tackle Zone penalty; no dodge to leave', () => {
    // h1 leaps from (5,7) over a1 at (6,7) to (7,7), next to a2 at (8,7): AG 3 reads 4+, unmodified.
    const s0 = classic([home('h1', 5, 7, { skills: ['Leap'] }), away('a1', 6, 7), away('a2', 8, 7)]);
    const { state, events } = run(s0, [act('h1'), mv(7, 7)], [d6(4)]);
    expect(rollsOf(events, 'jump')[0]).toMatchObject({ target: 4, modifiers: [], success: true });
    expect(rollsOf(events, 'dodge')).toHaveLength(0);
    expect(pl(state, 'h1').at).toEqual({ x: 7, y: 7 });
  });

  test('Very Long Legs adds +1 to the Leap', () => {
    const s0 = classic([home('h1', 5, 7, { skills: ['Leap', 'Very Long Legs'] }), away('a1', 6, 7)]);
    const { events } = run(s0, [act('h1'), mv(7, 7)], [d6(3)]);
    expect(rollsOf(events, 'jump')[0]).toMatchObject({
      modifiers: [{ value: 1, reason: 'Very Long Legs' }],
      success: true,
    });
  });
});

describe('Prehensile Tail', () => {
  test('−1 to a dodge out of its Tackle Zone, and two tails make −2', () => {
    // h1 dodges from (5,7) to (4,8), a square no opponent marks: +1 dodge, −1 a tail.
    const one = classic([home('h1', 5, 7), away('a1', 6, 7, { skills: ['Prehensile Tail'] })]);
    const r1 = run(one, [act('h1'), mv(4, 8)], [d6(4)]);
    expect(rollsOf(r1.events, 'dodge')[0]?.modifiers).toContainEqual({
      value: -1,
      reason: 'Prehensile Tail',
    });
    const two = classic([
      home('h1', 5, 7),
      away('a1', 6, 7, { skills: ['Prehensile Tail'] }),
      away('a2', 6, 6, { skills: ['Prehensile Tail'] }),
    ]);
    const r2 = run(two, [act('h1'), mv(4, 8)], [d6(4), ...twoD6(1, 1)]);
    expect(rollsOf(r2.events, 'dodge')[0]).toMatchObject({ total: 3, success: false });
  });
});

describe('Jump Up', () => {
  const scene = (skills: string[]) =>
    classic([home('h1', 10, 7, { status: 'prone', skills }), away('a1', 11, 7)]);

  test('a Prone player may declare a Block: an AG roll at +2 stands it up and it blocks', () => {
    expect(scene(['Jump Up']).decision?.options).toContainEqual(act('h1', 'block'));
    // AG 3 reads 4+; +2: a 2 is enough.
    const { state, events } = run(scene(['Jump Up']), [act('h1', 'block')], [d6(2)]);
    expect(rollsOf(events, 'stand-up')[0]).toMatchObject({
      target: 4,
      modifiers: [{ value: 2, reason: 'jump-up' }],
      success: true,
    });
    expect(pl(state, 'h1').status).toBe('standing');
    expect(state.decision?.options).toContainEqual({ type: 'player', player: 'a1' });
  });

  test('a failed roll wastes the action: still Prone, no Turnover', () => {
    const { state, events } = run(scene(['Jump Up']), [act('h1', 'block')], [d6(1)]);
    expect(pl(state, 'h1').status).toBe('prone');
    expect(turnoverOf(events)).toBeNull();
    expect(pl(state, 'h1').activated).toBe(true);
  });

  test('without Jump Up a Prone player cannot declare a Block', () => {
    expect(scene([]).decision?.options).not.toContainEqual(act('h1', 'block'));
  });
});

describe('Piling On', () => {
  const scene = () => classic([home('h1', 10, 7, { skills: ['Piling On'] }), away('a1', 11, 7)]);
  // Pow pushes a1 to (12,7); h1 follows up and stands next to it; the armour roll (2 + 2) holds.
  const knocked = (follow: boolean) =>
    run(
      scene(),
      [act('h1', 'block'), target('a1'), square(12, 7), follow ? choose('follow-up') : DECLINE],
      [block('pow'), ...twoD6(2, 2)],
    );

  test('the armour held: re-rolled, and the blocker is Placed Prone without a Turnover', () => {
    const first = knocked(true);
    expectDecision(first.state, 'use-skill', 'home');
    const { state, events } = run(first.state, [useSkill('piling-on')], [...twoD6(5, 5), ...twoD6(1, 2)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ player: 'a1', total: 10, success: true });
    expect(pl(state, 'a1').status).toBe('stunned');
    expect(pl(state, 'h1').status).toBe('prone');
    expect(rollsOf(events, 'armour').filter((r) => r.player === 'h1')).toHaveLength(0);
    expect(turnoverOf(events)).toBeNull();
  });

  test('a Stunned target: the injury roll is re-rolled', () => {
    const first = run(
      scene(),
      [act('h1', 'block'), target('a1'), square(12, 7), choose('follow-up')],
      [block('pow'), ...twoD6(5, 5), ...twoD6(1, 2)],
    );
    expect(pl(first.state, 'a1').status).toBe('stunned');
    const { state, events } = run(first.state, [useSkill('piling-on')], [...twoD6(4, 4)]);
    expect(rollsOf(events, 'injury')[0]).toMatchObject({ player: 'a1', total: 8 });
    expect(pl(state, 'a1').box).toBe('knocked-out');
  });

  test('declined, or not next to the target: nothing more', () => {
    const declined = run(knocked(true).state, [DECLINE]);
    expect(pl(declined.state, 'h1').status).toBe('standing');
    expect(knocked(false).state.decision?.kind).not.toBe('use-skill');
  });
});

import { describe, expect, test } from 'vitest';
import {
  away,
  blockEvent,
  classic,
  DECLINE,
  home,
  kickBy,
  kickOffSetup,
  type P,
  square,
  THROW,
  target,
  useSkill,
} from '../../__fixtures__/classic.js';
import { act, expectDecision, mv, NO_REROLL, pl, rollsOf, run } from '../../__fixtures__/helpers.js';
import { block, d6, d8, twoD6 } from '../../dice/index.js';
import { loadScenario } from '../../scenario/load.js';

/** LRB6 General skills whose rule differs from BB2025's, played in classic matches with scripted dice. */

describe('Pro', () => {
  // h1 dodges out of a1's Tackle Zone into a2's: AG 3 reads 4+, +1 dodge, −1 Tackle Zone: 4 on the die.
  const scene = () => classic([home('h1', 5, 7, { skills: ['Pro'] }), away('a1', 6, 7), away('a2', 3, 7)]);
  const failed = () => run(scene(), [act('h1'), mv(4, 8)], [d6(1)]);

  test('a failed roll offers Pro; 4+ on the Pro roll allows the re-roll', () => {
    expect(failed().state.decision?.options).toEqual([{ type: 'reroll', source: 'pro' }, NO_REROLL]);
    const { state, events } = run(failed().state, [{ type: 'reroll', source: 'pro' }], [d6(4), d6(4)]);
    expect(rollsOf(events, 'pro')[0]).toMatchObject({ target: 4, success: true });
    expect(pl(state, 'h1')).toMatchObject({ status: 'standing', at: { x: 4, y: 8 } });
  });

  test('a 3 is not enough in LRB6 (BB2025 Pro passes on 3+): the first result stands', () => {
    const { state, events } = run(
      failed().state,
      [{ type: 'reroll', source: 'pro' }],
      [d6(3), ...twoD6(1, 1)],
    );
    expect(rollsOf(events, 'pro')[0]).toMatchObject({ target: 4, success: false });
    expect(pl(state, 'h1').status).toBe('prone');
  });

  test('once per turn: the second failed dodge of the turn offers no Pro', () => {
    const saved = run(failed().state, [{ type: 'reroll', source: 'pro' }], [d6(4), d6(4)]).state;
    // (4,8) → (5,9) leaves a2's Tackle Zone into none: 3 on the die; a 1 fails and nothing is offered.
    const { state, events } = run(saved, [mv(5, 9)], [d6(1), ...twoD6(1, 1)]);
    expect(rollsOf(events, 'pro')).toHaveLength(0);
    expect(pl(state, 'h1').status).toBe('prone');
  });
});

describe('Dauntless', () => {
  const scene = () =>
    classic([home('h1', 10, 7, { st: 3, skills: ['Dauntless'] }), away('a1', 11, 7, { st: 5 })]);

  test('D6 + ST beating the stronger target’s ST blocks at its ST: one die', () => {
    const { events } = run(scene(), [act('h1', 'block'), target('a1')], [d6(3), block('push-back')]);
    expect(rollsOf(events, 'dauntless')[0]).toMatchObject({ total: 6, success: true });
    expect(blockEvent(events)).toMatchObject({ dice: 1, attackerSt: 5, defenderSt: 5 });
  });

  test('a total equal to the target’s ST is not enough: two dice, the defender chooses', () => {
    const { events } = run(
      scene(),
      [act('h1', 'block'), target('a1')],
      [d6(2), block('push-back'), block('push-back')],
    );
    expect(rollsOf(events, 'dauntless')[0]).toMatchObject({ total: 5, success: false });
    expect(blockEvent(events)).toMatchObject({ dice: 2, chooser: 'away' });
  });
});

describe('Kick', () => {
  test('a kicker off the Wide Zones and the line may halve the deviation, rounding down', () => {
    const s = kickOffSetup({
      away: [{ id: 'a11', team: 'away', number: 11, box: 'reserves', skills: ['Kick'] }],
    });
    const aimed = run(s, kickBy('a11', 5, 7)).state;
    expectDecision(aimed, 'use-skill', 'away');
    // Direction 5 (right), a 5 halved: 2 squares → (7,7); then the kick-off event and the bounce.
    const { events, state } = run(aimed, [useSkill('kick')], [d8(5), d6(5), d6(1), d6(1), d8(7)]);
    expect(rollsOf(events, 'kick-deviation-distance')[0]).toMatchObject({ die: 'D6', natural: [5] });
    expect(state.ball).toMatchObject({ at: { x: 7, y: 8 } });
    const declined = run(aimed, [DECLINE], [d8(5), d6(5), d6(1), d6(1), d8(7)]);
    expect(declined.state.ball).toMatchObject({ at: { x: 10, y: 8 } });
  });

  test('a kicker on the Line of Scrimmage kicks as usual: no offer', () => {
    // Three away players only: the balanced formation puts all three on the line, and a1 must kick.
    const s = loadScenario({
      edition: 'classic',
      phase: 'setup',
      kickingTeam: 'away',
      players: [
        ...Array.from({ length: 11 }, (_, i) => ({
          id: `h${i + 1}`,
          team: 'home' as const,
          box: 'reserves' as const,
        })),
        ...Array.from({ length: 3 }, (_, i) => ({
          id: `a${i + 1}`,
          team: 'away' as const,
          box: 'reserves' as const,
          skills: ['Kick'],
        })),
      ],
    });
    const { state } = run(s, kickBy('a1', 5, 7), [d8(5), d6(2), d6(1), d6(1), d8(7)]);
    expect(state.decision?.kind).not.toBe('use-skill');
    expect(state.ball).toMatchObject({ at: { x: 7, y: 8 } });
  });
});

describe('Sneaky Git', () => {
  const foul = () =>
    classic([home('h1', 10, 7, { skills: ['Sneaky Git'] }), away('a1', 11, 7, { status: 'prone' })]);

  test('a double on the foul’s armour roll sends no one off while the armour holds', () => {
    const { state } = run(foul(), [act('h1', 'foul'), target('a1')], [twoD6(2, 2)]);
    expect(pl(state, 'h1').at).toEqual({ x: 10, y: 7 });
    expect(pl(state, 'h1').box).toBeNull();
  });

  test('a double that breaks the armour still calls the referee: sent off (LRB6 has no Argue the Call)', () => {
    const { state } = run(foul(), [act('h1', 'foul'), target('a1')], [twoD6(5, 5), twoD6(1, 2)]);
    expect(pl(state, 'h1').box).toBe('sent-off');
  });
});

describe('Kick-Off Return', () => {
  const returner = (id: string, number: number): P => ({
    id,
    team: 'home',
    number,
    box: 'reserves',
    skills: ['Kick-Off Return'],
  });

  test('after the deviation, an Open receiver off the line moves up to 3 squares, then the kick-off table', () => {
    // The kick aimed at (5,7) deviates right 3 squares to (8,7); h11 stands at (4,7).
    const aimed = run(kickOffSetup({ home: [returner('h11', 11)] }), kickBy('a11', 5, 7), [d8(5), d6(3)]);
    expectDecision(aimed.state, 'use-skill', 'home');
    expect(aimed.events.find((e) => e.kind === 'kick-off')).toBeUndefined();
    const moved = run(aimed.state, [target('h11'), mv(5, 7), mv(6, 7), mv(7, 7)], [d6(1), d6(1), d8(7)]);
    expect(pl(moved.state, 'h11').at).toEqual({ x: 7, y: 7 });
    expect(moved.events.find((e) => e.kind === 'kick-off')).toMatchObject({ event: 'get-the-ref' });
  });

  test('a player on the Line of Scrimmage cannot use it', () => {
    // h1 stands on the line at (12,7).
    const { events } = run(kickOffSetup({ home: [returner('h1', 1)] }), kickBy('a11', 5, 7), [
      d8(5),
      d6(3),
      d6(1),
      d6(1),
      d8(7),
    ]);
    expect(events.find((e) => e.kind === 'kick-off')).toMatchObject({ event: 'get-the-ref' });
  });
});

describe('Pass Block', () => {
  const scene = () =>
    classic([home('h1', 5, 7), home('h2', 9, 7), away('a1', 7, 10, { skills: ['Pass Block'] })], {
      ball: { carrier: 'h1' },
    });

  test('once the target is named, the opponent may move up to 3 squares, then the interception and the pass', () => {
    const first = run(scene(), [act('h1', 'pass'), THROW, square(9, 7)]);
    expectDecision(first.state, 'use-skill', 'away');
    const moving = run(first.state, [target('a1'), mv(7, 9), mv(7, 8), mv(7, 7), { type: 'end-activation' }]);
    expect(pl(moving.state, 'a1').at).toEqual({ x: 7, y: 7 });
    // Now under the ruler, a1 may try to intercept before the pass is rolled.
    expectDecision(moving.state, 'interceptor', 'away');
    expect(moving.state.decision?.options).toContainEqual(target('a1'));
  });

  test('declined: no move', () => {
    const first = run(scene(), [act('h1', 'pass'), THROW, square(9, 7)]);
    const { state } = run(first.state, [DECLINE], [d6(4), d6(4)]);
    expect(pl(state, 'a1').at).toEqual({ x: 7, y: 10 });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });
});

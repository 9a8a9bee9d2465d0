import { describe, expect, test } from 'vitest';
import { away, choose, classic, home } from '../__fixtures__/classic.js';
import { act, expectDecision, pl, rollsOf, run, target, turn, turnoverOf } from '../__fixtures__/helpers.js';
import { d6, twoD6 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';

/**
 * LRB6 fouls (classic rules reference §2.4): a double on the foul's armour or injury roll sends the fouler
 * off and ends the turn. LRB6 has no Argue the Call: the coach is never asked, only a Bribe (D6 2+) helps.
 */
const FOUL: Command[] = [act('h1', 'foul'), target('a1')];
const scene = (bribes = 0) => {
  const s = classic([home('h1', 10, 7), away('a1', 11, 7, { status: 'prone' })]);
  s.teams.home.bribes = bribes;
  return s;
};

describe('a classic foul: sent off on a double, no Argue the Call', () => {
  test('a double on the armour roll sends the fouler straight off: no argue, a Turnover', () => {
    const { state, events } = run(scene(), FOUL, [twoD6(2, 2)]);
    expect(events.some((e) => e.kind === 'roll' && e.purpose === 'argue-the-call')).toBe(false);
    expect(pl(state, 'h1').box).toBe('sent-off');
    expect(pl(state, 'h1').at).toBeNull();
    expect(turnoverOf(events)).toBe('sent-off');
    // The turn passed to the other coach: nobody was asked to argue.
    expect(state.decision?.team).toBe('away');
  });

  test('a double on the injury roll sends the fouler off too', () => {
    const { state, events } = run(scene(), FOUL, [twoD6(5, 6), twoD6(4, 4)]);
    expect(pl(state, 'a1').box).toBe('knocked-out');
    expect(pl(state, 'h1').box).toBe('sent-off');
    expect(turnoverOf(events)).toBe('sent-off');
  });

  test('with a Bribe the coach is offered the Bribe, not an argument; 2+ keeps the player, no Turnover', () => {
    const first = run(scene(1), FOUL, [twoD6(2, 2)]);
    expectDecision(first.state, 'bribe', 'home');
    expect(first.state.decision?.options).toEqual([{ type: 'choose', choice: 'bribe' }, { type: 'decline' }]);
    const { state, events } = run(first.state, [choose('bribe')], [d6(2)]);
    expect(rollsOf(events, 'bribe')[0]).toMatchObject({ target: 2, success: true });
    expect(pl(state, 'h1').box).toBeNull();
    expect(turnoverOf(events)).toBeNull();
    expect(state.teams.home.bribes).toBe(0);
  });

  test('a Bribe that rolls a 1 fails: the fouler is sent off', () => {
    const first = run(scene(1), FOUL, [twoD6(3, 3)]);
    const { state, events } = run(first.state, [choose('bribe')], [d6(1)]);
    expect(pl(state, 'h1').box).toBe('sent-off');
    expect(turnoverOf(events)).toBe('sent-off');
  });

  test('BB2025 is unchanged: the same double asks the coach to Argue the Call', () => {
    const s = turn([home('h1', 10, 7), away('a1', 11, 7, { status: 'prone' })]);
    const { state } = run(s, FOUL, [twoD6(2, 2)]);
    expectDecision(state, 'argue-the-call', 'home');
  });
});

import { describe, expect, test } from 'vitest';
import { act, expectDecision, pl, rollsOf, turnoverOf } from '../../__fixtures__/helpers.js';
import { d6, twoD6 } from '../../dice/index.js';
import { away, DECLINE, expectUsed, home, run, star, target, turn } from '../__fixtures__/scene.js';

// Zzharg Madeye at (10,7); a1 three squares off at (13,7), a2 too far at (15,7); h2 near a1 at (13,9).
const scene = () =>
  turn([star('s', 10, 7, 'zzharg-madeye'), away('a1', 13, 7), away('a2', 15, 7), home('h2', 13, 9)]);
const BLAST = [act('s', 'move'), target('a1')];

describe("Blastin' Solves Everything", () => {
  test('3+: the opponent is hit and goes down; his activation ends, no Turnover', () => {
    const s1 = run(scene(), [act('s', 'move')]).state;
    expect(s1.decision?.options).toEqual([target('a1'), DECLINE]);
    const { state, events } = run(s1, [target('a1')], [d6(3), ...twoD6(1, 2)]);
    expect(pl(state, 'a1').status).toBe('prone');
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ player: 'a1' });
    expect(turnoverOf(events)).toBeNull();
    expectDecision(state, 'activation', 'home');
    expectUsed(events, 'blastin-solves-everything');
  });

  test('2: the opposing coach picks another player within 3 squares of the target, either team', () => {
    const s1 = run(scene(), BLAST, [d6(2)]).state;
    expectDecision(s1, 'block-target', 'away');
    // Not Zzharg, not a1; h2 and a2 are within 3 squares of a1.
    expect(s1.decision?.options).toEqual([target('a2'), target('h2')]);
    const { state } = run(s1, [target('h2')], [...twoD6(1, 2)]);
    expect(pl(state, 'h2').status).toBe('prone');
    expect(pl(state, 'a1').status).toBe('standing');
    expectDecision(state, 'activation', 'home');
  });

  test('1: Zzharg is hit himself', () => {
    const { state, events } = run(scene(), BLAST, [d6(1), ...twoD6(1, 2)]);
    expect(pl(state, 's').status).toBe('prone');
    expect(turnoverOf(events)).toBeNull();
  });

  test('once per half', () => {
    const first = run(scene(), BLAST, [d6(3), ...twoD6(1, 2)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used.filter((k) => k.endsWith('@half'));
    expect(run(later, [act('s', 'move')]).state.decision?.kind).toBe('move-step');
  });
});

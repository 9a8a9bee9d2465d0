import { describe, expect, test } from 'vitest';
import { act, at, END, expectDecision, mv, pl } from '../../__fixtures__/helpers.js';
import { d6, twoD6 } from '../../dice/index.js';
import {
  away,
  DECLINE,
  expectUsed,
  NO_REROLL,
  REROLL,
  run,
  square,
  star,
  turn,
  USE,
} from '../__fixtures__/scene.js';

// Grak at (10,7) with Crumbleberry beside him at crumbleAt; Grak's Bone Head passes on the 4.
const scene = (crumbleAt: [number, number] = [10, 8]) =>
  turn([star('g', 10, 7, 'grak'), star('c', crumbleAt[0], crumbleAt[1], 'crumbleberry')]);
const has = (s: Parameters<typeof pl>[0], skill: string) => pl(s, 'g').skills.some((k) => k.id === skill);

describe("I'll Carry You", () => {
  test('Grak picks Crumbleberry up, moves with Dodge and Break Tackle, and sets her down beside him', () => {
    const s1 = run(scene(), [act('g', 'move')], [d6(4)]).state;
    expect(s1.decision?.options).toEqual([USE, DECLINE]);
    const carrying = run(s1, [USE]);
    expect(pl(carrying.state, 'c').box).toBe('reserves');
    expect(has(carrying.state, 'dodge') && has(carrying.state, 'break-tackle')).toBe(true);
    expectUsed(carrying.events, 'ill-carry-you');
    const s2 = run(carrying.state, [mv(11, 7), mv(12, 7), END]).state;
    expectDecision(s2, 'reposition', 'home');
    expect(s2.decision?.options).toContainEqual(square(13, 7));
    const { state } = run(s2, [square(13, 7)]);
    expect(at(state, 'c')).toEqual([13, 7]);
    expect(pl(state, 'c').status).toBe('standing');
    expect(has(state, 'dodge') || has(state, 'break-tackle')).toBe(false);
    expectDecision(state, 'activation', 'home');
  });

  test('once per half; only next to her; never offered to Crumbleberry', () => {
    const first = run(scene(), [act('g', 'move'), USE, END, square(11, 7)], [d6(4)]);
    const later = scene();
    pl(later, 'g').used = pl(first.state, 'g').used.filter((k) => k.endsWith('@half'));
    expectDecision(run(later, [act('g', 'move')], [d6(4)]).state, 'move-step');
    expectDecision(run(scene([14, 7]), [act('g', 'move')], [d6(4)]).state, 'move-step');
    expectDecision(run(scene(), [act('c', 'move')]).state, 'move-step');
  });

  test('a Turnover on his way (a failed Dodge) still sets her down beside him', () => {
    const s0 = turn([star('g', 10, 7, 'grak'), star('c', 10, 8, 'crumbleberry'), away('a1', 11, 6)]);
    const s1 = run(s0, [act('g', 'move'), USE, mv(9, 7)], [d6(4), d6(1)]).state;
    // The Dodge he has while carrying her is offered for the failed Dodge; his coach declines it.
    expect(s1.decision?.options).toContainEqual(REROLL('dodge'));
    const { state, events } = run(s1, [NO_REROLL], [...twoD6(1, 2)]);
    expect(events.some((e) => e.kind === 'turnover')).toBe(true);
    expectDecision(state, 'reposition', 'home');
    const done = run(state, [square(8, 7)]).state;
    expect(at(done, 'c')).toEqual([8, 7]);
  });
});

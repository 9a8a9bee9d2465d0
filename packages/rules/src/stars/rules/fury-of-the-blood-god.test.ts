import { describe, expect, test } from 'vitest';
import { act, at, expectDecision, pl } from '../../__fixtures__/helpers.js';
import { block as blockDie, d6, twoD6 } from '../../dice/index.js';
import { away, expectUsed, run, square, star, target, turn } from '../__fixtures__/scene.js';

// Scyla Anfingrimm (ST 5, Frenzy, Unchannelled Fury) at (10,7); a1 (ST 5) at (11,7), a2 (ST 5) at (12,8).
const scene = () =>
  turn([star('s', 10, 7, 'scyla-anfingrimm'), away('a1', 11, 7, { st: 5 }), away('a2', 12, 8, { st: 5 })]);

describe('Fury of the Blood God', () => {
  test('a natural 1 on Unchannelled Fury for a Block: two Block Actions instead', () => {
    const declared = run(scene(), [act('s', 'block')], [d6(1)]);
    const s1 = declared.state;
    expectDecision(s1, 'block-target', 'home');
    expectUsed(declared.events, 'fury-of-the-blood-god');
    // The first block knocks a1 down; Frenzy follows up to (11,7), next to a2.
    const s2 = run(s1, [target('a1'), square(12, 7)], [blockDie('pow'), ...twoD6(1, 1)]);
    expect(pl(s2.state, 'a1').status).toBe('prone');
    expect(at(s2.state, 's')).toEqual([11, 7]);
    expect(s2.state.decision?.options).toEqual([target('a2')]);
    const { state, events } = run(s2.state, [target('a2'), square(13, 9)], [blockDie('pow'), ...twoD6(1, 1)]);
    expect(pl(state, 'a2').status).toBe('prone');
    expect(events.filter((e) => e.kind === 'block')).toHaveLength(1);
  });

  test('once per game, and only for a Block: otherwise the natural 1 ends the activation', () => {
    const first = run(scene(), [act('s', 'block')], [d6(1)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used.filter((k) => k.endsWith('@game'));
    const again = run(later, [act('s', 'block')], [d6(1)]);
    expectDecision(again.state, 'activation', 'home');
    expectUsed(again.events, 'fury-of-the-blood-god', 0);
    const blitz = run(scene(), [act('s', 'blitz')], [d6(1)]);
    expectDecision(blitz.state, 'activation', 'home');
    expectUsed(blitz.events, 'fury-of-the-blood-god', 0);
  });
});

import { describe, expect, test } from 'vitest';
import { act, at, expectDecision, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { twoD6 } from '../../dice/index.js';
import { away, DECLINE, expectUsed, home, run, square, star, target, turn } from '../__fixtures__/scene.js';

// Swiftvine Glimmershard (Stab) at (10,7); a1 three squares off at (13,7), a2 far away; h2 could Blitz too.
const scene = () =>
  turn([star('s', 10, 7, 'swiftvine-glimmershard'), away('a1', 13, 7), away('a2', 20, 2), home('h2', 1, 1)]);
const OUTBURST = [act('s', 'blitz'), target('a1'), square(12, 7)];

describe('Furious Outburst', () => {
  test('placed next to an opponent within 3 squares, she Stabs it and is placed again; the Blitz is spent', () => {
    const s1 = run(scene(), [act('s', 'blitz')]).state;
    expect(s1.decision?.options).toEqual([target('a1'), DECLINE]);
    const s2 = run(s1, [target('a1')]).state;
    expect(s2.decision?.options).toContainEqual(square(12, 7));
    const stabbed = run(s2, [square(12, 7)], [...twoD6(5, 5), ...twoD6(1, 2)]);
    expect(rollsOf(stabbed.events, 'armour')[0]).toMatchObject({ player: 'a1', success: true });
    expect(pl(stabbed.state, 'a1').status).toBe('stunned');
    expectDecision(stabbed.state, 'reposition', 'home');
    // Within 3 squares of (12,7): (9,7) yes, (8,7) no.
    expect(stabbed.state.decision?.options).toContainEqual(square(9, 7));
    expect(stabbed.state.decision?.options).not.toContainEqual(square(8, 7));
    const { state, events } = run(stabbed.state, [square(9, 7)]);
    expect(at(state, 's')).toEqual([9, 7]);
    expect(rollsOf([...stabbed.events, ...events], 'dodge')).toHaveLength(0);
    expectUsed(stabbed.events, 'furious-outburst');
    // Her activation is over, and nobody else may Blitz this turn.
    expectDecision(state, 'activation', 'home');
    expect(state.decision?.options).not.toContainEqual(act('h2', 'blitz'));
  });

  test('once per half; declined she Blitzes as usual', () => {
    const first = run(scene(), OUTBURST, [...twoD6(1, 2)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used.filter((k) => k.endsWith('@half'));
    expectDecision(run(later, [act('s', 'blitz')]).state, 'block-target');
    const declined = run(scene(), [act('s', 'blitz'), DECLINE]);
    expectDecision(declined.state, 'block-target');
    expectUsed(declined.events, 'furious-outburst', 0);
  });
});

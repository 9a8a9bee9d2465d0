import { describe, expect, test } from 'vitest';
import { act, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie, d6, twoD6 } from '../../dice/index.js';
import { away, DECLINE, expectUsed, run, square, star, target, turn } from '../__fixtures__/scene.js';

// Bilerot Vomitflesh (ST 5) at (10,7) Marks a1 and a2 (ST 5, AV 9): one block die.
const scene = () =>
  turn([star('s', 10, 7, 'bilerot-vomitflesh'), away('a1', 11, 7, { st: 5 }), away('a2', 10, 8, { st: 5 })]);

describe('Putrid Regurgitation', () => {
  test('a Projectile Vomit on one opponent, then the Block Action on another', () => {
    const s1 = run(scene(), [act('s', 'block')]).state;
    expect(s1.decision?.options).toEqual([target('a1'), target('a2'), DECLINE]);
    const { state, events } = run(
      s1,
      [target('a1'), target('a2'), square(10, 9), DECLINE],
      [d6(4), ...twoD6(5, 5), ...twoD6(1, 2), blockDie('pow'), ...twoD6(1, 2)],
    );
    expect(rollsOf(events, 'projectile-vomit')[0]).toMatchObject({ success: true });
    expect(rollsOf(events, 'armour').map((r) => r.player)).toEqual(['a1', 'a2']);
    expect(pl(state, 'a1').status).toBe('stunned');
    expect(pl(state, 'a2').status).toBe('prone');
    expectUsed(events, 'putrid-regurgitation');
    expect(pl(state, 's').skills.some((k) => k.id === 'projectile-vomit')).toBe(false);
  });

  test('once per half: his next Block Action is a block only; declined, it is kept', () => {
    const first = run(scene(), [act('s', 'block'), target('a1')], [d6(4), ...twoD6(1, 2)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used.filter((k) => k.endsWith('@half'));
    expect(run(later, [act('s', 'block')]).state.decision?.kind).toBe('block-target');
    const declined = run(scene(), [act('s', 'block'), DECLINE]);
    expect(declined.state.decision?.kind).toBe('block-target');
    expectUsed(declined.events, 'putrid-regurgitation', 0);
  });
});

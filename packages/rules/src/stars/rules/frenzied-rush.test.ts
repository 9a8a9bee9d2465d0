import { describe, expect, test } from 'vitest';
import { act, expectDecision, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { block as blockDie } from '../../dice/index.js';
import { away, expectUsed, run, square, star, target, turn, USE } from '../__fixtures__/scene.js';

// Glart Smashrip (ST 4, Juggernaut, no Frenzy) Blitzes a1 (ST 4).
const scene = () => turn([star('s', 10, 7, 'glart-smashrip'), away('a1', 11, 7, { st: 4 })]);

describe('Frenzied Rush', () => {
  test('declaring a Blitz he may gain Frenzy: he follows up and blocks again', () => {
    const s1 = run(scene(), [act('s', 'blitz')]).state;
    expectDecision(s1, 'use-skill', 'home');
    const { state, events } = run(
      s1,
      [USE, target('a1'), target('a1'), square(12, 7), square(13, 7)],
      [blockDie('push-back'), blockDie('push-back')],
    );
    expect(rollsOf(events, 'block')).toHaveLength(2);
    expect(pl(state, 's').at).toEqual({ x: 12, y: 7 });
    expect(pl(state, 'a1').at).toEqual({ x: 13, y: 7 });
    expectUsed(events, 'frenzied-rush');
  });

  test('declined: one block, no follow-up forced; not offered on a Move', () => {
    const { state } = run(
      scene(),
      [act('s', 'blitz'), { type: 'decline' }, target('a1'), target('a1'), square(12, 7)],
      [blockDie('push-back')],
    );
    expectDecision(state, 'follow-up', 'home');
    expectDecision(run(scene(), [act('s', 'move')]).state, 'move-step');
  });

  test('once per half', () => {
    const first = run(scene(), [act('s', 'blitz'), USE]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    expect(run(later, [act('s', 'blitz')]).state.decision?.kind).not.toBe('use-skill');
  });
});

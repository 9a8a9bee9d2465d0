import { describe, expect, test } from 'vitest';
import { act, END, pl } from '../../__fixtures__/helpers.js';
import { expectUsed, run, star, turn, USE } from '../__fixtures__/scene.js';

// Gloriel Summerbloom holds the ball.
const scene = () => turn([star('s', 5, 7, 'gloriel-summerbloom')], { ball: { carrier: 's' } });

describe('Shot to Nothing', () => {
  test('activated for a Pass she may gain Hail Mary Pass until the activation ends', () => {
    const s1 = run(scene(), [act('s', 'pass'), USE]);
    expect(pl(s1.state, 's').skills.some((k) => k.id === 'hail-mary-pass')).toBe(true);
    expectUsed(s1.events, 'shot-to-nothing');
    const done = run(s1.state, [END]).state;
    expect(pl(done, 's').skills.some((k) => k.id === 'hail-mary-pass')).toBe(false);
  });

  test('once per game, and only for a Pass', () => {
    const first = run(scene(), [act('s', 'pass'), USE, END]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    expect(run(later, [act('s', 'pass')]).state.decision?.kind).not.toBe('use-skill');
    expect(run(scene(), [act('s', 'move')]).state.decision?.kind).not.toBe('use-skill');
  });
});

import { describe, expect, test } from 'vitest';
import { act, rollsOf } from '../../__fixtures__/helpers.js';
import { d6 } from '../../dice/index.js';
import { choose, expectUsed, home, run, square, star, turn } from '../__fixtures__/scene.js';

// Skrull Halfheight (PA 3+, ST 3, Accurate, Pass) makes a Long pass to h2: −2.
const scene = () =>
  turn([star('s', 5, 7, 'skrull-halfheight'), home('h2', 12, 7)], { ball: { carrier: 's' } });
const PASS = [act('s', 'pass'), choose('pass'), square(12, 7)];

describe('Strong Passing Game', () => {
  test('his ST added after the roll turns a failed PA test into an accurate pass', () => {
    const { state, events } = run(scene(), PASS, [d6(4), d6(4)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expectUsed(events, 'strong-passing-game');
  });

  test('kept when the pass is accurate anyway; a natural 1 is still a fumble', () => {
    const ok = run(scene(), PASS, [d6(6), d6(4)]);
    expectUsed(ok.events, 'strong-passing-game', 0);
    expect(rollsOf(ok.events, 'pass')[0]?.success).toBe(true);
  });
});

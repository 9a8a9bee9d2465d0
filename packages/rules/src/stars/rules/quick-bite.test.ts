import { describe, expect, test } from 'vitest';
import { act, expectDecision, pl, rollsOf, turnoverOf } from '../../__fixtures__/helpers.js';
import { d6, twoD6 } from '../../dice/index.js';
import type { Command } from '../../engine/commands.js';
import { clearUses } from '../../rerolls/usage.js';
import { DECLINE, expectUsed, home, run, square, star, turn } from '../__fixtures__/scene.js';

// h1 passes from (5,7) to h2 at (8,7); Guffle Pusmaw (away) stands at guffleAt.
const scene = (guffleAt: [number, number] = [9, 7]) =>
  turn(
    [
      home('h1', 5, 7),
      home('h2', 8, 7),
      star('g', guffleAt[0], guffleAt[1], 'guffle-pusmaw', { team: 'away' }),
    ],
    {
      ball: { carrier: 'h1' },
    },
  );
// Guffle has On the Ball: his coach declines to move him as the pass is aimed.
const PASS: Command[] = [act('h1', 'pass'), { type: 'choose', choice: 'pass' }, square(8, 7), DECLINE];

describe('Quick Bite', () => {
  test('an opponent he Marks catches the ball: armour broken, he takes the ball, and no Turnover', () => {
    const { state, events } = run(scene(), PASS, [d6(6), d6(6), ...twoD6(5, 5), ...twoD6(1, 2)]);
    expect(rollsOf(events, 'armour')[0]).toMatchObject({ player: 'h2', success: true });
    expect(pl(state, 'h2').status).toBe('stunned');
    expect(state.ball).toEqual({ kind: 'carried', player: 'g' });
    expect(turnoverOf(events)).toBeNull();
    expectDecision(state, 'activation', 'home');
    expectUsed(events, 'quick-bite', 2);
  });

  test('armour that holds: the catcher keeps the ball, and the bite is spent (once per game)', () => {
    const first = run(scene(), PASS, [d6(6), d6(6), ...twoD6(1, 2)]);
    expect(first.state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expectUsed(first.events, 'quick-bite');
    const later = scene();
    pl(later, 'g').used = pl(first.state, 'g').used;
    clearUses(pl(later, 'g'), 'turn');
    const { events } = run(later, PASS, [d6(6), d6(6)]);
    expect(rollsOf(events, 'armour')).toHaveLength(0);
  });

  test('nothing when he does not Mark the catcher', () => {
    const { state, events } = run(scene([12, 7]), PASS, [d6(6), d6(6)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expectUsed(events, 'quick-bite', 0);
  });
});

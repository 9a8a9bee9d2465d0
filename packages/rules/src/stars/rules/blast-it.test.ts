import { describe, expect, test } from 'vitest';
import { act, pl, rollsOf } from '../../__fixtures__/helpers.js';
import { d6, d8 } from '../../dice/index.js';
import type { Command } from '../../engine/commands.js';
import { expectUsed, home, NO_REROLL, REROLL, run, square, star, turn } from '../__fixtures__/scene.js';

// Barik Farblast (Hail Mary Pass) holds the ball at (5,7); h2 stands at (16,7).
const scene = () => turn([star('s', 5, 7, 'barik-farblast'), home('h2', 16, 7)], { ball: { carrier: 's' } });
const HAIL_MARY: Command = { type: 'use-skill', skill: 'hail-mary-pass' };
const THROW = [act('s', 'pass'), HAIL_MARY, square(15, 7)];
// Three scatters to the left from (15,7): the ball would come down at (12,7).
const LEFT = [d8(4), d8(4), d8(4)];

describe('Blast It!', () => {
  test('the Hail Mary scatter may be re-rolled, and a team-mate catches it at +1', () => {
    const s1 = run(scene(), THROW, [d6(6), ...LEFT]).state;
    expect(s1.decision?.options).toEqual([REROLL('blast-it'), NO_REROLL]);
    const { state, events } = run(s1, [REROLL('blast-it')], [d8(4), d8(5), d8(5), d6(2)]);
    expect(rollsOf(events, 'catch')[0]).toMatchObject({
      player: 'h2',
      total: 3,
      success: true,
      modifiers: [{ value: 1, reason: 'blast-it' }],
    });
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expectUsed(events, 'blast-it');
  });

  test('keeping the scatter lets the ball come down where it fell', () => {
    const { state, events } = run(scene(), [...THROW, NO_REROLL], [d6(6), ...LEFT, d8(2)]);
    expect(rollsOf(events, 'bounce')).toHaveLength(1);
    expect(state.ball).toMatchObject({ kind: 'ground', at: { x: 12, y: 6 } });
    expectUsed(events, 'blast-it', 0);
  });

  test('no limit: offered on his next Hail Mary too; an ordinary pass gets no catch bonus', () => {
    const first = run(scene(), [...THROW, REROLL('blast-it')], [d6(6), ...LEFT, d8(4), d8(5), d8(5), d6(2)]);
    const later = scene();
    pl(later, 's').used = pl(first.state, 's').used;
    expect(run(later, THROW, [d6(6), ...LEFT]).state.decision?.options).toContainEqual(REROLL('blast-it'));
    const plain = turn([star('s', 5, 7, 'barik-farblast'), home('h2', 8, 7)], { ball: { carrier: 's' } });
    const { events } = run(
      plain,
      [act('s', 'pass'), { type: 'choose', choice: 'pass' }, square(8, 7)],
      [d6(6), d6(6)],
    );
    expect(rollsOf(events, 'catch')[0]?.modifiers).not.toContainEqual(
      expect.objectContaining({ reason: 'blast-it' }),
    );
  });
});

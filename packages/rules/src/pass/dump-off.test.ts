import { describe, expect, test } from 'vitest';
import { act, expectDecision, rollsOf, run, turn, turnoverOf } from '../__fixtures__/helpers.js';
import { block, d6, d8 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';

const target = (player: string): Command => ({ type: 'player', player });
const to = (x: number, y: number): Command => ({ type: 'square', square: { x, y } });
const DUMP: Command = { type: 'use-skill', skill: 'dump-off' };

const scene = () =>
  turn(
    [
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'a1', team: 'away', at: [6, 7], skills: ['Dump-off'] },
      { id: 'a2', team: 'away', at: [8, 7] },
    ],
    { ball: { carrier: 'a1' } },
  );

describe('Dump-off', () => {
  test('the blocked ball carrier may first make a Quick Pass (marked: −1); the block follows', () => {
    const first = run(scene(), [act('h1', 'block'), target('a1')]);
    expectDecision(first.state, 'use-skill', 'away');
    expect(first.state.decision?.options).toEqual([DUMP, { type: 'decline' }]);
    const aim = run(first.state, [DUMP]);
    expectDecision(aim.state, 'pass-target', 'away');
    expect(aim.state.decision?.options).toContainEqual(to(9, 7));
    expect(aim.state.decision?.options).not.toContainEqual(to(10, 7));
    const { state, events } = run(aim.state, [to(8, 7)], [d6(5), d6(3), block('push-back')]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'a2' });
    expect(rollsOf(events, 'block')).toHaveLength(1);
    expect(turnoverOf(events)).toBeNull();
  });

  test('a fumbled Dump-off is no Turnover for anybody', () => {
    const first = run(scene(), [act('h1', 'block'), target('a1'), DUMP]);
    const { state, events } = run(first.state, [to(8, 7)], [d6(1), d8(3), block('push-back')]);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 6 } });
    expect(turnoverOf(events)).toBeNull();
  });

  test('declining goes straight to the block', () => {
    const first = run(scene(), [act('h1', 'block'), target('a1')]);
    const { state, events } = run(first.state, [{ type: 'decline' }], [block('push-back')]);
    expect(rollsOf(events, 'block')).toHaveLength(1);
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
  });
});

import { describe, expect, test } from 'vitest';
import { act, expectDecision, mv, pl, rollsOf, run, turn, turnoverOf } from '../__fixtures__/helpers.js';
import { d6, d8 } from '../dice/index.js';
import type { Command } from '../engine/commands.js';

const give = (player: string): Command => ({ type: 'player', player });

type P = Record<string, unknown>;
function scene(mate: P = {}, others: object[] = []) {
  return turn(
    [
      { id: 'h1', team: 'home', at: [5, 7] },
      { id: 'h2', team: 'home', at: [6, 7], ...mate },
      ...(others as never[]),
    ],
    { ball: { carrier: 'h1' } },
  );
}

describe('Hand-off Action', () => {
  test('hands the ball to an adjacent team-mate, who catches with no base modifier', () => {
    const { state, events } = run(scene(), [act('h1', 'hand-off'), give('h2')], [d6(3)]);
    expect(rollsOf(events, 'catch')[0]).toMatchObject({ player: 'h2', modifiers: [], success: true });
    expect(events.some((e) => e.kind === 'hand-off')).toBe(true);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expect(turnoverOf(events)).toBeNull();
    expectDecision(state, 'activation');
  });

  test('the player may move first, then hand off', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'h2', team: 'home', at: [8, 7] },
      ],
      { ball: { carrier: 'h1' } },
    );
    const first = run(s0, [act('h1', 'hand-off')]);
    expect(first.state.decision?.options).not.toContainEqual(give('h2'));
    const { state } = run(first.state, [mv(6, 7), mv(7, 7), give('h2')], [d6(4)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
  });

  test('a failed catch bounces and is a Turnover', () => {
    const { state, events } = run(scene(), [act('h1', 'hand-off'), give('h2')], [d6(2), d8(5)]);
    expect(state.ball).toEqual({ kind: 'ground', at: { x: 7, y: 7 } });
    expect(turnoverOf(events)).toBe('hand-off-not-caught');
  });

  test('a failed catch bouncing to an opponent who catches it is a Turnover', () => {
    const { state, events } = run(
      scene({}, [{ id: 'a1', team: 'away', at: [7, 7] }]),
      [act('h1', 'hand-off'), give('h2')],
      // h2 is marked by a1: −1. Fails, bounces onto a1 (also −1 for a bounce, marked by h2): 6.
      [d6(3), d8(5), d6(6)],
    );
    expect(state.ball).toEqual({ kind: 'carried', player: 'a1' });
    expect(turnoverOf(events)).toBe('hand-off-not-caught');
  });

  test.each([
    ['Distracted', { distracted: true }],
    ['Prone', { status: 'prone' }],
    ['Stunned', { status: 'stunned' }],
  ])('a %s team-mate cannot be handed the ball', (_n, extra) => {
    const { state } = run(scene(extra), [act('h1', 'hand-off')]);
    expect(state.decision?.options).not.toContainEqual(give('h2'));
  });

  test('catch modifiers still apply (marker), and the catcher may use Catch', () => {
    const s0 = scene({ skills: ['Catch'] }, [{ id: 'a1', team: 'away', at: [7, 8] }]);
    const first = run(s0, [act('h1', 'hand-off'), give('h2')], [d6(2)]);
    expect(rollsOf(first.events, 'catch')[0]?.modifiers).toEqual([{ value: -1, reason: 'marked' }]);
    expectDecision(first.state, 'reroll', 'home');
    const { state } = run(first.state, [{ type: 'reroll', source: 'catch' }], [d6(5)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h2' });
    expect(pl(state, 'h1').activated).toBe(true);
  });

  test('once per team turn', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7] },
        { id: 'h2', team: 'home', at: [6, 7] },
      ],
      { ball: { carrier: 'h1' }, declared: ['hand-off'] },
    );
    expect(s0.decision?.options).not.toContainEqual({ type: 'activate', player: 'h1', action: 'hand-off' });
    expect(s0.decision?.options).toContainEqual({ type: 'activate', player: 'h1', action: 'pass' });
  });
});

describe('Hand-off skills', () => {
  test('Animosity: a 1 refuses the hand-off and ends the activation, no Turnover', () => {
    const s0 = scene({ keywords: ['Goblin'] });
    s0.players[0] = { ...s0.players[0], skills: [{ id: 'animosity', value: 'Goblin' }] } as never;
    const { state, events } = run(s0, [act('h1', 'hand-off'), give('h2')], [d6(1)]);
    expect(state.ball).toEqual({ kind: 'carried', player: 'h1' });
    expect(turnoverOf(events)).toBeNull();
    expectDecision(state, 'activation');
  });

  test('Give and Go: after a hand-off the player may keep moving', () => {
    const s0 = turn(
      [
        { id: 'h1', team: 'home', at: [5, 7], skills: ['Give and Go'] },
        { id: 'h2', team: 'home', at: [6, 7] },
      ],
      { ball: { carrier: 'h1' } },
    );
    const { state } = run(s0, [act('h1', 'hand-off'), give('h2'), mv(5, 6)], [d6(4)]);
    expect(pl(state, 'h1').at).toEqual({ x: 5, y: 6 });
    expect(state.decision?.options).not.toContainEqual(give('h2'));
  });
});

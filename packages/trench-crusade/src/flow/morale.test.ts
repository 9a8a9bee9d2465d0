import { describe, expect, test } from 'vitest';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { d6 } from '../dice/scripted.js';
import { legalCommands } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import { rectangle } from '../geometry/vec.js';
import type { TrenchState } from '../state/types.js';
import { eventsOf, placedGame, play, trooper, yeoman } from '../test-support/game.js';
import type { Seat } from '../types.js';

const pass = (seat: Seat, model: string): [Seat, Command][] => [
  [seat, { type: 'activate', model }],
  [seat, { type: 'end-activation', model }],
];

/** Everyone activates and does nothing, a first, alternating: the turn ends. */
function endTheTurn(s: TrenchState): [Seat, Command][] {
  const a = s.warbands.a.models.filter((id) => s.models[id]!.status !== 'out-of-action');
  const b = s.warbands.b.models.filter((id) => s.models[id]!.status !== 'out-of-action');
  const out: [Seat, Command][] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i]) out.push(...pass('a', a[i]!));
    if (b[i]) out.push(...pass('b', b[i]!));
  }
  return out;
}

function halfDown(options: { shaken?: boolean; leader?: boolean } = {}): TrenchState {
  const s = placedGame([
    options.leader ? { seat: 'a', type: 'lieutenant', at: { x: 10, y: 10 } } : yeoman(10, 10),
    yeoman(14, 10, { status: 'down' }),
    trooper(10, 40),
  ]);
  s.options.shaken = options.shaken ?? false;
  return s;
}

describe('Morale (seed p. 10)', () => {
  test('half or more of a warband Down or Out of Action: an Action Success roll; success, the game goes on', () => {
    const s = halfDown();
    const { events, state } = play(s, endTheTurn(s), [d6(4, 3)]);
    expect(eventsOf(events, 'morale-test')).toEqual([
      {
        type: 'morale-test',
        seat: 'a',
        modifiers: [],
        roll: expect.objectContaining({ total: 7 }),
        result: 'success',
        outcome: 'holds',
      },
    ]);
    expect(state.result).toBeNull();
    expect(state.turn).toBe(2);
  });

  test('failure: that player loses at once and the game ends', () => {
    const s = halfDown();
    const { state, events } = play(s, endTheTurn(s), [d6(3, 3)]);
    expect(eventsOf(events, 'morale-test')[0]!.outcome).toBe('flees');
    expect(state.result).toEqual({ winner: 'b', reason: 'morale', victoryPoints: { a: 0, b: 0 } });
    expect(legalCommands(state, 'a')).toEqual([]);
  });

  test('a LEADER not Out of Action gives +1 DICE', () => {
    const s = halfDown({ leader: true });
    const { events } = play(s, endTheTurn(s), [d6(6, 1, 1)]);
    expect(eventsOf(events, 'morale-test')[0]!.modifiers).toEqual([{ source: 'leader', value: 1 }]);
  });

  test('fewer than half hurt: no test', () => {
    const s = placedGame([
      yeoman(10, 10),
      yeoman(12, 10),
      yeoman(14, 10, { status: 'down' }),
      trooper(10, 40),
    ]);
    expect(eventsOf(play(s, endTheTurn(s)).events, 'morale-test')).toEqual([]);
  });

  test('both must test: the warband with fewer models tests first, and if it flees the other does not test', () => {
    const s = placedGame([
      yeoman(10, 10),
      yeoman(12, 10, { status: 'down' }),
      yeoman(14, 10, { status: 'down' }),
      trooper(10, 40),
      trooper(14, 40, { status: 'down' }),
    ]);
    const { events, state } = play(s, endTheTurn(s), [d6(1, 1)]);
    expect(eventsOf(events, 'morale-test').map((e) => [e.seat, e.outcome])).toEqual([['b', 'flees']]);
    expect(state.result!.winner).toBe('a');
  });
});

describe('Optional rule: Shaken (seed p. 10)', () => {
  test('failing, the warband is Shaken instead of fleeing: for the next turn it cannot Charge and every ACTION is RISKY — a Move included', () => {
    const s = halfDown({ shaken: true });
    const shaken = play(
      s,
      [
        ...endTheTurn(s),
        ['b', { type: 'choose-first', first: 'a' }],
        ['a', { type: 'activate', model: 'a1' }],
      ],
      [d6(2, 2)],
    );
    expect(eventsOf(shaken.events, 'morale-test')[0]!.outcome).toBe('shaken');
    expect(shaken.state.warbands.a.shakenInTurn).toBe(2);
    const options = legalCommands(shaken.state, 'a');
    expect(options.map((o) => o.type)).not.toContain('charge');
    expect(options.find((o) => o.type === 'move')).toMatchObject({ risky: true });
    // The seed's note: even a Move is a RISKY ACTION while Shaken; failing it ends the Activation.
    const moved = play(
      shaken.state,
      [['a', { type: 'move', model: 'a1', path: [{ kind: 'walk', to: { x: 10, y: 12 } }] }]],
      [d6(1, 2)],
    );
    expect(eventsOf(moved.events, 'action-roll')[0]).toMatchObject({
      purpose: 'shaken-move',
      risky: true,
      result: 'failure',
    });
    expect(moved.state.models.a1!.position).toEqual({ x: 10, y: 10 });
  });

  test('only ACTIONS turn RISKY (seed note): starting an Activation in Dangerous Terrain is not', () => {
    const wire: TerrainPiece = { id: 'wire', kind: 'dangerous', footprint: rectangle(8, 8, 4, 4), height: 0 };
    const s = placedGame([yeoman(10, 10), trooper(10, 40)], [wire]);
    s.warbands.a.shakenInTurn = 1;
    const { events, state } = play(s, [['a', { type: 'activate', model: 'a1' }]], [d6(1, 1), d6(2, 2)]);
    expect(eventsOf(events, 'action-roll')[0]).toMatchObject({
      purpose: 'dangerous-terrain',
      risky: false,
      result: 'failure',
    });
    expect(state.activation?.model).toBe('a1');
  });

  test('after that turn it recovers; failing Morale again, a warband that was Shaken flees', () => {
    const s = halfDown({ shaken: true });
    const first = play(s, [...endTheTurn(s), ['b', { type: 'choose-first', first: 'a' }]], [d6(2, 2)]).state;
    const { events, state } = play(first, endTheTurn(first), [d6(1, 1)]);
    expect(eventsOf(events, 'shaken-recovered')).toEqual([]);
    expect(eventsOf(events, 'morale-test')[0]!.outcome).toBe('flees');
    expect(state.result).toMatchObject({ winner: 'b', reason: 'morale' });
  });

  test('passing the next test, the Shaken warband recovers at the end of its Shaken turn', () => {
    const s = halfDown({ shaken: true });
    const first = play(s, [...endTheTurn(s), ['b', { type: 'choose-first', first: 'a' }]], [d6(2, 2)]).state;
    const { events, state } = play(first, endTheTurn(first), [d6(5, 5)]);
    expect(eventsOf(events, 'shaken-recovered')).toEqual([{ type: 'shaken-recovered', seat: 'a' }]);
    expect(state.warbands.a.shakenInTurn).toBe(2);
    expect(state.turn).toBe(3);
  });
});

import { describe, expect, test } from 'vitest';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { d6, NO_DICE } from '../dice/scripted.js';
import { apply, legalCommands, whoMustAct } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import { rectangle } from '../geometry/vec.js';
import { eventsOf, placedGame, play, trooper, walk, yeoman } from '../test-support/game.js';
import type { Seat } from '../types.js';

const activate: [Seat, Command] = ['a', { type: 'activate', model: 'a1' }];
const refused = (s: Parameters<typeof apply>[0], c: Command) => {
  const r = apply(s, 'a', c, NO_DICE);
  return r.ok ? null : r.rejection;
};

describe('Move (reference §3–4)', () => {
  const s = placedGame([yeoman(10, 10), trooper(40, 40)]);
  const started = play(s, [activate]).state;

  test('a Standard Move goes up to the model’s Movement, and needs no roll', () => {
    const { state, events } = play(started, [['a', { type: 'move', model: 'a1', path: [walk(10, 16)] }]]);
    expect(state.models.a1!.position).toEqual({ x: 10, y: 16 });
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ mode: 'standard', cost: 6 });
  });

  test('one inch more is refused, naming the cost', () => {
    expect(refused(started, { type: 'move', model: 'a1', path: [walk(10, 16.5)] })).toEqual({
      code: 'too-far',
      message: 'the path costs 6.50"; Yeoman a1 may move 6"',
    });
  });

  test('Difficult Terrain costs 2" for every inch', () => {
    const mud: TerrainPiece = { id: 'mud', kind: 'difficult', footprint: rectangle(5, 12, 10, 2), height: 0 };
    const muddy = play(placedGame([yeoman(10, 10), trooper(40, 40)], [mud]), [activate]).state;
    expect(refused(muddy, { type: 'move', model: 'a1', path: [walk(10, 15)] })).toMatchObject({
      code: 'too-far',
    });
    expect(
      play(muddy, [['a', { type: 'move', model: 'a1', path: [walk(10, 14)] }]]).state.models.a1!.position,
    ).toEqual({ x: 10, y: 14 });
  });

  test('Impassable terrain bars the way', () => {
    const rock: TerrainPiece = {
      id: 'rock',
      kind: 'impassable',
      footprint: rectangle(8, 12, 4, 1),
      height: 3,
    };
    const rocky = play(placedGame([yeoman(10, 10), trooper(40, 40)], [rock]), [activate]).state;
    expect(refused(rocky, { type: 'move', model: 'a1', path: [walk(10, 15)] })).toMatchObject({
      code: 'illegal-path',
    });
  });

  test('only a Charge may move within 1" of an enemy', () => {
    const near = play(placedGame([yeoman(10, 10), trooper(10, 17)]), [activate]).state;
    const r = refused(near, { type: 'move', model: 'a1', path: [walk(10, 15.5)] });
    expect(r?.message).toContain('only a Charge may move within 1"');
  });

  test('a Down model cannot move', () => {
    const down = placedGame([yeoman(10, 10, { status: 'down' }), trooper(40, 40)]);
    const st = play(down, [activate]).state;
    expect(legalCommands(st, 'a').map((o) => o.type)).not.toContain('move');
    expect(refused(st, { type: 'move', model: 'a1', path: [walk(10, 12)] })?.code).toBe('action-taken');
  });
});

describe('Charge (reference §4.1)', () => {
  test('a D6 is added to Movement; ending within 1" of the target puts them in melee', () => {
    const s = placedGame([yeoman(10, 10), trooper(10, 20)]);
    const { events, state } = play(
      s,
      [activate, ['a', { type: 'charge', model: 'a1', targets: ['b1'], path: [walk(10, 18.516)] }]],
      [d6(3)],
    );
    expect(eventsOf(events, 'charge-roll')[0]).toEqual({
      type: 'charge-roll',
      model: 'a1',
      dice: [3],
      kept: 3,
      distance: 9,
    });
    expect(eventsOf(events, 'charged')[0]).toMatchObject({ engaged: true });
    expect(state.activation!.charged).toEqual(['b1']);
  });

  test('falling short is a failed charge: the model stays where its roll took it', () => {
    const s = placedGame([yeoman(10, 10), trooper(10, 20)]);
    const { events, state } = play(
      s,
      [activate, ['a', { type: 'charge', model: 'a1', targets: ['b1'], path: [walk(10, 18.516)] }]],
      [d6(1)],
    );
    expect(state.models.a1!.position!.y).toBeCloseTo(17, 6);
    expect(eventsOf(events, 'charged')[0]).toMatchObject({ engaged: false });
  });

  test('a charge goes at most 12"', () => {
    const s = play(placedGame([yeoman(10, 10), trooper(10, 21)]), [activate]).state;
    expect(
      refused(s, { type: 'charge', model: 'a1', targets: ['b1'], path: [walk(16, 15), walk(10, 19.516)] }),
    ).toMatchObject({ code: 'too-far' });
  });

  test('an enemy passed within 1" ends the charge there, and is the one charged', () => {
    const s = placedGame([yeoman(10, 10), trooper(10, 20), trooper(11.8, 15)]);
    const { events, state } = play(
      s,
      [activate, ['a', { type: 'charge', model: 'a1', targets: ['b1'], path: [walk(10, 18.516)] }]],
      [d6(3)],
    );
    expect(eventsOf(events, 'charged')[0]).toMatchObject({
      targets: ['b2'],
      interposed: 'b2',
      engaged: true,
    });
    expect(state.models.a1!.position!.y).toBeLessThan(14.2);
    expect(state.activation!.charged).toEqual(['b2']);
  });

  test('a target out of sight: a RISKY ACTION first; failing it ends the Activation without moving', () => {
    const rock: TerrainPiece = {
      id: 'rock',
      kind: 'impassable',
      footprint: rectangle(8, 13, 4, 2),
      height: 3,
    };
    const s = placedGame([yeoman(10, 10), trooper(10, 17)], [rock]);
    const path = [walk(13, 12), walk(13, 15.8), walk(10, 15.6)];
    const opt = legalCommands(play(s, [activate]).state, 'a').find((o) => o.type === 'charge');
    expect(opt).toMatchObject({ targets: [{ model: 'b1', seen: false }] });
    const failed = play(
      s,
      [activate, ['a', { type: 'charge', model: 'a1', targets: ['b1'], path }]],
      [d6(1, 2)],
    );
    expect(eventsOf(failed.events, 'action-roll')[0]).toMatchObject({
      purpose: 'charge-unseen',
      risky: true,
      result: 'failure',
    });
    expect(failed.state.models.a1!.position).toEqual({ x: 10, y: 10 });
    expect(failed.state.activation).toBeNull();
    const made = play(
      s,
      [activate, ['a', { type: 'charge', model: 'a1', targets: ['b1'], path }]],
      [d6(4, 4), d6(5)],
    );
    expect(eventsOf(made.events, 'charged')[0]).toMatchObject({ engaged: true });
  });

  test('Shaken (seed): a Shaken warband cannot Charge', () => {
    const s = placedGame([yeoman(10, 10), trooper(10, 20)]);
    s.warbands.a.shakenInTurn = 1;
    const st = play(s, [activate]).state;
    expect(
      refused(st, { type: 'charge', model: 'a1', targets: ['b1'], path: [walk(10, 18.516)] })?.message,
    ).toContain('Shaken');
  });

  test('no Charge after shooting, except after a single ASSAULT shot', () => {
    const rifle = placedGame([yeoman(10, 10), trooper(10, 20)]);
    const shot = play(
      rifle,
      [activate, ['a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }]],
      [d6(1, 1)],
    ).state;
    expect(
      refused(shot, { type: 'charge', model: 'a1', targets: ['b1'], path: [walk(10, 18.516)] })?.code,
    ).toBe('action-taken');
    const semi = placedGame([yeoman(10, 10, { items: ['semi-automatic-rifle'] }), trooper(10, 20)]);
    const assault = play(
      semi,
      [activate, ['a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }]],
      [d6(1, 1)],
    ).state;
    expect(
      play(
        assault,
        [['a', { type: 'charge', model: 'a1', targets: ['b1'], path: [walk(10, 18.516)] }]],
        [d6(4)],
      ).state.activation!.charged,
    ).toEqual(['b1']);
  });

  test('a model in melee cannot Charge (FAQ A2.1)', () => {
    const st = play(placedGame([yeoman(10, 10), trooper(10, 11.5), trooper(10, 20)]), [activate]).state;
    expect(legalCommands(st, 'a').map((o) => o.type)).not.toContain('charge');
  });
});

describe('Retreat (reference §3)', () => {
  test('every enemy in melee may first make one free attack, then the model moves away', () => {
    const s = placedGame([yeoman(10, 10), trooper(10, 11.5)]);
    const declared = play(s, [activate, ['a', { type: 'retreat', model: 'a1', path: [walk(10, 5)] }]]).state;
    expect(whoMustAct(declared)).toEqual(['b']);
    expect(legalCommands(declared, 'b')[0]).toEqual({
      type: 'free-attacks',
      retreating: 'a1',
      attackers: [{ model: 'b1', weapons: [-1] }],
    });
    const { events, state } = play(
      declared,
      [['b', { type: 'free-attacks', attacks: [{ model: 'b1', weapon: -1 }] }]],
      [d6(1, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]).toMatchObject({ model: 'b1', purpose: 'melee-attack' });
    expect(state.models.a1!.position).toEqual({ x: 10, y: 5 });
    expect(eventsOf(events, 'moved')[0]!.mode).toBe('retreat');
  });

  test('a retreating model taken Down by a free attack does not move', () => {
    const s = placedGame([yeoman(10, 10), trooper(10, 11.5)]);
    const declared = play(s, [activate, ['a', { type: 'retreat', model: 'a1', path: [walk(10, 5)] }]]).state;
    const { state } = play(
      declared,
      [['b', { type: 'free-attacks', attacks: [{ model: 'b1', weapon: -1 }] }]],
      [d6(6, 6, 6), d6(3, 4)],
    );
    expect(state.models.a1).toMatchObject({ status: 'down', position: { x: 10, y: 10 } });
  });

  test('Retreat is only for a model in melee', () => {
    const st = play(placedGame([yeoman(10, 10), trooper(40, 40)]), [activate]).state;
    expect(refused(st, { type: 'retreat', model: 'a1', path: [walk(10, 5)] })?.code).toBe('not-eligible');
  });
});

describe('Dash (reference §3): a RISKY ACTION for a Standard Move', () => {
  test('Move and Dash together: up to twice the Movement', () => {
    const s = placedGame([yeoman(10, 10), trooper(40, 40)]);
    const { state } = play(
      s,
      [
        activate,
        ['a', { type: 'move', model: 'a1', path: [walk(10, 16)] }],
        ['a', { type: 'dash', model: 'a1', path: [walk(10, 22)] }],
      ],
      [d6(4, 3)],
    );
    expect(state.models.a1!.position).toEqual({ x: 10, y: 22 });
  });

  test('a failed Dash ends the Activation where the model stands', () => {
    const s = placedGame([yeoman(10, 10), trooper(40, 40)]);
    const { state, events } = play(
      s,
      [activate, ['a', { type: 'dash', model: 'a1', path: [walk(10, 16)] }]],
      [d6(3, 3)],
    );
    expect(state.models.a1!.position).toEqual({ x: 10, y: 10 });
    expect(eventsOf(events, 'activation-ended')[0]!.reason).toBe('risky-failed');
  });
});

describe('Climbing, jumping and falling (reference §4.2)', () => {
  const ruin = (ladders: boolean, floors = [0, 3]): TerrainPiece => ({
    id: 'ruin',
    kind: 'building',
    footprint: rectangle(0, 20, 6, 6),
    height: floors.at(-1)! + 0.75,
    floors,
    ladders,
  });

  test('a sheer surface is a RISKY ACTION and costs its height in movement', () => {
    const s = placedGame([yeoman(3, 23), trooper(40, 40)], [ruin(false)]);
    const { state, events } = play(
      s,
      [activate, ['a', { type: 'move', model: 'a1', path: [{ kind: 'climb', floor: 1 }, walk(3, 25)] }]],
      [d6(4, 4)],
    );
    expect(eventsOf(events, 'action-roll')[0]).toMatchObject({ purpose: 'climb', risky: true });
    expect(state.models.a1).toMatchObject({ z: 3, floor: 1, position: { x: 3, y: 25 } });
    expect(eventsOf(events, 'moved')[0]!.cost).toBe(5);
  });

  test('failing the climb: the model stays put and its Activation ends', () => {
    const s = placedGame([yeoman(3, 23), trooper(40, 40)], [ruin(false)]);
    const { state } = play(
      s,
      [activate, ['a', { type: 'move', model: 'a1', path: [{ kind: 'climb', floor: 1 }] }]],
      [d6(1, 5)],
    );
    expect(state.models.a1).toMatchObject({ z: 0 });
    expect(state.activation).toBeNull();
  });

  test('ladders and stairs: climbing is ordinary movement, no roll', () => {
    const s = placedGame([yeoman(3, 23), trooper(40, 40)], [ruin(true)]);
    const { state } = play(s, [
      activate,
      ['a', { type: 'move', model: 'a1', path: [{ kind: 'climb', floor: 1 }] }],
    ]);
    expect(state.models.a1!.z).toBe(3);
  });

  test('not enough movement left to clear the whole height: refused', () => {
    const s = play(placedGame([yeoman(3, 21), trooper(40, 40)], [ruin(true, [0, 3, 6])]), [activate]).state;
    expect(
      refused(s, { type: 'move', model: 'a1', path: [walk(3, 25), { kind: 'climb', floor: 2 }] }),
    ).toMatchObject({ code: 'too-far' });
  });

  test('jumping down up to 3" costs only the distance across and needs no injury roll', () => {
    const s = placedGame([yeoman(5, 23, { floor: 1 }), trooper(40, 40)], [ruin(true)]);
    const { state, events } = play(s, [
      activate,
      ['a', { type: 'move', model: 'a1', path: [{ kind: 'jump-down', to: { x: 7.5, y: 23 } }] }],
    ]);
    expect(state.models.a1).toMatchObject({ z: 0, position: { x: 7.5, y: 23 } });
    expect(eventsOf(events, 'injury-roll')).toEqual([]);
  });

  test('jumping down further is a fall: an injury roll, +1 DICE per full 3"', () => {
    const s = placedGame([yeoman(5, 23, { floor: 2 }), trooper(40, 40)], [ruin(true, [0, 3, 6])]);
    const { events } = play(
      s,
      [activate, ['a', { type: 'move', model: 'a1', path: [{ kind: 'jump-down', to: { x: 7.5, y: 23 } }] }]],
      [d6(1, 1, 1, 1)],
    );
    expect(eventsOf(events, 'injury-roll')[0]).toMatchObject({
      cause: 'fall',
      dice: [{ source: 'fall', value: 2 }],
    });
  });

  test('jumping a gap: RISKY, at most half the Movement; failing, it falls from the edge the opponent picks', () => {
    const other: TerrainPiece = { ...ruin(true), id: 'other', footprint: rectangle(8, 20, 6, 6) };
    const s = placedGame([yeoman(5.4, 23, { floor: 1 }), trooper(40, 40)], [ruin(true), other]);
    const jump = { kind: 'jump' as const, to: { x: 8.6, y: 23 }, floor: 1 };
    const st = play(s, [activate]).state;
    const failed = play(st, [['a', { type: 'move', model: 'a1', path: [jump] }]], [d6(2, 3)]).state;
    expect(whoMustAct(failed)).toEqual(['b']);
    expect(legalCommands(failed, 'b')[0]).toEqual({
      type: 'fall-side',
      model: 'a1',
      sides: ['take-off', 'landing'],
    });
    const { state, events } = play(failed, [['b', { type: 'fall-side', side: 'landing' }]], [d6(1, 1, 1)]);
    expect(eventsOf(events, 'fell')[0]).toMatchObject({ height: 3 });
    expect(eventsOf(events, 'injury-roll')[0]).toMatchObject({
      cause: 'fall',
      dice: [{ source: 'fall', value: 1 }],
    });
    expect(state.models.a1!.z).toBe(0);
    expect(state.models.a1!.position!.x).toBeGreaterThan(6);
    expect(state.models.a1!.position!.x).toBeLessThan(8);
  });

  test('a gap wider than half the Movement is refused', () => {
    const far: TerrainPiece = { ...ruin(true), id: 'far', footprint: rectangle(10, 20, 6, 6) };
    const st = play(placedGame([yeoman(5.4, 23, { floor: 1 }), trooper(40, 40)], [ruin(true), far]), [
      activate,
    ]).state;
    expect(
      refused(st, { type: 'move', model: 'a1', path: [{ kind: 'jump', to: { x: 10.6, y: 23 }, floor: 1 }] })
        ?.message,
    ).toContain('half');
  });

  test('a model taken Down within 1" of a ledge takes an ACTION; failing it, it falls', () => {
    const s = placedGame([yeoman(16, 23), trooper(5, 23, { floor: 1 })], [ruin(true)]);
    const { state, events } = play(
      s,
      [
        activate,
        ['a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }],
        // The Downed model now carries a marker: its opponent may spend it on the ledge roll.
        ['a', { type: 'spend-blood', spend: [{ markers: 0 }] }],
        ['a', { type: 'spend-blood', spend: [{ markers: 0 }] }],
      ],
      // Hit, injury (Down), the ledge ACTION at -1 DICE for being Down, the fall's injury (+1 fall, +1 Down).
      [d6(4, 4), d6(4, 4), d6(1, 2, 1), d6(1, 1, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[1]).toMatchObject({
      model: 'b1',
      purpose: 'ledge',
      result: 'failure',
    });
    // Down (+1 marker) from 3", then the fall's injury roll.
    expect(eventsOf(events, 'fell')[0]).toMatchObject({ model: 'b1', height: 3 });
    expect(state.models.b1!.z).toBe(0);
  });
});

describe('Diving Charge (reference §4.1)', () => {
  const tower: TerrainPiece = {
    id: 'tower',
    kind: 'building',
    footprint: rectangle(0, 20, 6, 6),
    height: 6.75,
    floors: [0, 3, 6],
    ladders: true,
  };
  /**
   * The roof's own wall hides the ground just below it, so the charge first takes its RISKY ACTION for an
   * unseen target (4, 4), then its D6 (2), then the dice of the Diving Charge's RISKY ACTION and what follows.
   */
  const dive = (script: ReturnType<typeof d6>[], then: [Seat, Command][] = []) =>
    play(
      placedGame([yeoman(5.4, 23, { floor: 2 }), trooper(8.5, 23)], [tower]),
      [
        ['a', { type: 'activate', model: 'a1' }],
        [
          'a',
          {
            type: 'charge',
            model: 'a1',
            targets: ['b1'],
            path: [{ kind: 'jump-down', to: { x: 7, y: 23 } }],
          },
        ],
        ...then,
      ],
      [d6(4, 4), d6(2), ...script],
    );

  test('jumping 3"–6" down to land within 2" of the target: a RISKY ACTION, no fall', () => {
    const { events, state } = dive([d6(4, 4)]);
    expect(eventsOf(events, 'action-roll')[1]).toMatchObject({
      purpose: 'diving-charge',
      risky: true,
      result: 'success',
    });
    expect(eventsOf(events, 'fell')).toEqual([]);
    expect(state.activation!.diving).toBe('b1');
  });

  test('success: +1 DICE to hit and to injure the target, and its Defended obstacle is ignored', () => {
    const st = dive([d6(4, 4)]).state;
    const { events } = play(
      st,
      [['a', { type: 'melee', model: 'a1', weapon: -1, target: 'b1' }]],
      [d6(6, 6), d6(1, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([
      { source: 'unarmed', value: -1 },
      { source: 'diving-charge', value: 1 },
    ]);
    expect(eventsOf(events, 'injury-roll')[0]!.dice).toEqual([
      { source: 'diving-charge', value: 1 },
      { source: 'critical-success', value: 1 },
      { source: 'unarmed', value: -1 },
    ]);
  });

  test('failure: the charger is Down and takes a falling injury', () => {
    // Down, the charger now carries a marker: its opponent may spend it on the fall's injury roll.
    const { events, state } = dive(
      [d6(1, 2), d6(1, 1, 1, 1, 1)],
      [['b', { type: 'spend-blood', spend: [{ markers: 0 }] }]],
    );
    expect(eventsOf(events, 'action-roll')[1]).toMatchObject({ purpose: 'diving-charge', result: 'failure' });
    expect(eventsOf(events, 'injury-roll')[0]).toMatchObject({
      model: 'a1',
      cause: 'fall',
      dice: [
        { source: 'fall', value: 2 },
        { source: 'target-down', value: 1 },
      ],
    });
    expect(state.models.a1!.status).toBe('down');
  });
});

describe('Dangerous Terrain (reference §4.3)', () => {
  const wire: TerrainPiece = { id: 'wire', kind: 'dangerous', footprint: rectangle(8, 13, 4, 2), height: 0 };

  test('moving into it takes a RISKY ACTION: failing, an injury roll, and the model stops at its edge', () => {
    const s = placedGame([yeoman(10, 10), trooper(40, 40)], [wire]);
    const { state, events } = play(
      s,
      [activate, ['a', { type: 'move', model: 'a1', path: [walk(10, 16)] }]],
      [d6(1, 2), d6(1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]).toMatchObject({
      purpose: 'dangerous-terrain',
      risky: true,
      result: 'failure',
    });
    expect(eventsOf(events, 'injury-roll')[0]).toMatchObject({ cause: 'dangerous-terrain' });
    expect(state.models.a1!.position!.y).toBeCloseTo(13, 1);
    expect(state.activation).toBeNull();
  });

  test('succeeding, it carries on', () => {
    const s = placedGame([yeoman(10, 10), trooper(40, 40)], [wire]);
    expect(
      play(s, [activate, ['a', { type: 'move', model: 'a1', path: [walk(10, 16)] }]], [d6(4, 4)]).state.models
        .a1!.position,
    ).toEqual({ x: 10, y: 16 });
  });

  test('starting an Activation in it takes an ACTION (not RISKY)', () => {
    const s = placedGame([yeoman(10, 14), trooper(40, 40)], [wire]);
    const { events, state } = play(s, [activate], [d6(1, 1), d6(2, 2)]);
    expect(eventsOf(events, 'action-roll')[0]).toMatchObject({ purpose: 'dangerous-terrain', risky: false });
    expect(eventsOf(events, 'injury-roll')[0]!.result).toBe('minor-hit');
    expect(state.activation).not.toBeNull();
  });
});

import { describe, expect, test } from 'vitest';
import { d6, NO_DICE } from '../dice/scripted.js';
import { apply, legalCommands, whoMustAct } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import { eventsOf, placedGame, play, trooper, walk, yeoman } from '../test-support/game.js';
import type { Seat } from '../types.js';

const act = (seat: Seat, model: string): [Seat, Command] => [seat, { type: 'activate', model }];
const end = (seat: Seat, model: string): [Seat, Command] => [seat, { type: 'end-activation', model }];

describe('Warrior Down! (seed p. 10)', () => {
  test('a Down model takes -1 DICE on its ACTIONS', () => {
    const s = placedGame([yeoman(10, 10, { status: 'down' }), trooper(10, 20)]);
    s.models.a1!.downedInTurn = 0;
    const { events } = play(
      s,
      [act('a', 'a1'), ['a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }]],
      [d6(1, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([{ source: 'down', value: -1 }]);
  });

  test('next turn it stands at the start of its Activation, its movement halved', () => {
    const s = placedGame([yeoman(10, 10, { status: 'down' }), trooper(40, 40)]);
    s.models.a1!.downedInTurn = 0;
    const stood = play(s, [act('a', 'a1'), ['a', { type: 'stand', model: 'a1' }]]).state;
    expect(stood.models.a1!.status).toBe('standing');
    expect(legalCommands(stood, 'a').find((o) => o.type === 'move')).toMatchObject({ movement: 3 });
    expect(apply(stood, 'a', { type: 'move', model: 'a1', path: [walk(10, 14)] }, NO_DICE)).toMatchObject({
      ok: false,
      rejection: { code: 'too-far' },
    });
  });

  test('standing is only at the start of the Activation', () => {
    const s = placedGame([yeoman(10, 10, { status: 'down' }), trooper(10, 20)]);
    s.models.a1!.downedInTurn = 0;
    const shot = play(
      s,
      [act('a', 'a1'), ['a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }]],
      [d6(1, 1, 1)],
    ).state;
    expect(apply(shot, 'a', { type: 'stand', model: 'a1' }, NO_DICE)).toMatchObject({
      ok: false,
      rejection: { code: 'not-eligible' },
    });
  });

  test('Down this turn, it cannot move, but may try to stand with a RISKY ACTION', () => {
    const s = placedGame([yeoman(10, 10, { status: 'down' }), trooper(40, 40)]);
    s.models.a1!.downedInTurn = 1;
    const st = play(s, [act('a', 'a1')]).state;
    expect(legalCommands(st, 'a').find((o) => o.type === 'stand')).toEqual({
      type: 'stand',
      model: 'a1',
      risky: true,
    });
    const ok = play(st, [['a', { type: 'stand', model: 'a1' }]], [d6(6, 6, 1)]);
    expect(eventsOf(ok.events, 'action-roll')[0]).toMatchObject({
      purpose: 'stand',
      risky: true,
      modifiers: [{ source: 'down', value: -1 }],
    });
    expect(ok.state.models.a1!.status).toBe('standing');
    const failed = play(st, [['a', { type: 'stand', model: 'a1' }]], [d6(6, 1, 1)]);
    expect(failed.state.models.a1!.status).toBe('down');
    expect(failed.state.activation).toBeNull();
  });
});

describe('Activations and the end of an Activation (reference §2, seed p. 10)', () => {
  test('players alternate one model at a time', () => {
    const s = placedGame([yeoman(10, 10), yeoman(14, 10), trooper(10, 40), trooper(14, 40)]);
    const one = play(s, [act('a', 'a1'), end('a', 'a1')]).state;
    expect(whoMustAct(one)).toEqual(['b']);
    expect(apply(one, 'a', { type: 'activate', model: 'a2' }, NO_DICE)).toMatchObject({
      ok: false,
      rejection: { code: 'not-your-decision' },
    });
  });

  test('a model activates once a turn', () => {
    const s = placedGame([yeoman(10, 10), yeoman(14, 10), trooper(10, 40), trooper(14, 40)]);
    const two = play(s, [act('a', 'a1'), end('a', 'a1'), act('b', 'b1'), end('b', 'b1')]).state;
    expect(apply(two, 'a', { type: 'activate', model: 'a1' }, NO_DICE)).toMatchObject({
      ok: false,
      rejection: { code: 'not-eligible' },
    });
  });

  test('a side with models left keeps activating after the other has none', () => {
    const s = placedGame([yeoman(10, 10), trooper(10, 40), trooper(14, 40)]);
    const st = play(s, [act('a', 'a1'), end('a', 'a1'), act('b', 'b1'), end('b', 'b1')]).state;
    expect(whoMustAct(st)).toEqual(['b']);
    expect(legalCommands(st, 'b')[0]).toEqual({ type: 'activate', models: ['b2'] });
  });

  test('each ACTION at most once: no second Move', () => {
    const s = placedGame([yeoman(10, 10), trooper(40, 40)]);
    const moved = play(s, [act('a', 'a1'), ['a', { type: 'move', model: 'a1', path: [walk(10, 12)] }]]).state;
    expect(apply(moved, 'a', { type: 'move', model: 'a1', path: [walk(10, 13)] }, NO_DICE)).toMatchObject({
      ok: false,
      rejection: { code: 'action-taken' },
    });
  });

  test('when every model has activated the turn ends: the player with fewer models decides who goes first next', () => {
    const s = placedGame([yeoman(10, 10), trooper(10, 40), trooper(14, 40)]);
    const { state, events } = play(s, [
      act('a', 'a1'),
      end('a', 'a1'),
      act('b', 'b1'),
      end('b', 'b1'),
      act('b', 'b2'),
      end('b', 'b2'),
    ]);
    expect(eventsOf(events, 'turn-ended')).toEqual([{ type: 'turn-ended', turn: 1 }]);
    expect(state.turn).toBe(2);
    expect(state.phase).toEqual({ kind: 'first-activation', seat: 'a' });
    expect(legalCommands(state, 'a')[0]).toEqual({ type: 'choose-first', seats: ['a', 'b'] });
    const chosen = play(state, [['a', { type: 'choose-first', first: 'b' }]]).state;
    expect(whoMustAct(chosen)).toEqual(['b']);
  });

  test('equal numbers on the table: a roll-off decides who decides', () => {
    const s = placedGame([yeoman(10, 10), trooper(10, 40)]);
    const { state, events } = play(
      s,
      [act('a', 'a1'), end('a', 'a1'), act('b', 'b1'), end('b', 'b1')],
      [d6(3, 3), d6(2, 5)],
    );
    expect(eventsOf(events, 'roll-off')[0]).toEqual({
      type: 'roll-off',
      purpose: 'first-activation',
      rolls: [
        { a: 3, b: 3 },
        { a: 2, b: 5 },
      ],
      winner: 'b',
    });
    expect(state.phase).toEqual({ kind: 'first-activation', seat: 'b' });
  });
});

describe('RISKY ACTION: failing it ends the Activation', () => {
  test('the model can do nothing more', () => {
    const s = placedGame([yeoman(10, 10), yeoman(14, 10), trooper(40, 40)]);
    const { state } = play(
      s,
      [act('a', 'a1'), ['a', { type: 'dash', model: 'a1', path: [walk(10, 14)] }]],
      [d6(1, 1)],
    );
    expect(state.activation).toBeNull();
    expect(apply(state, 'a', { type: 'move', model: 'a1', path: [walk(10, 12)] }, NO_DICE)).toMatchObject({
      ok: false,
    });
  });

  test('an Unholy Trinket is used up to keep the Activation going', () => {
    const s = placedGame([trooper(10, 10, { items: ['unholy-trinket'] }), yeoman(40, 40)], [], {
      phase: { kind: 'activations', seat: 'b' },
    });
    const { state, events } = play(
      s,
      [act('b', 'b1'), ['b', { type: 'dash', model: 'b1', path: [walk(10, 14)] }]],
      [d6(1, 1)],
    );
    expect(eventsOf(events, 'consumable-used')[0]).toEqual({
      type: 'consumable-used',
      model: 'b1',
      item: 'unholy-trinket',
    });
    expect(state.activation?.model).toBe('b1');
  });
});

import { describe, expect, test } from 'vitest';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { d6, NO_DICE } from '../dice/scripted.js';
import { apply, legalCommands, whoMustAct } from '../engine/apply.js';
import { baseRadius } from '../geometry/base.js';
import { rectangle } from '../geometry/vec.js';
import { eventsOf, placedGame, play, weaponIndex } from '../test-support/game.js';

const r25 = baseRadius(25);
const yeomanVsTrooper = (terrain: TerrainPiece[] = [], at = { x: 10, y: 20 }) =>
  placedGame(
    [
      { seat: 'a', type: 'yeoman', at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at },
    ],
    terrain,
  );
const activate = ['a', { type: 'activate', model: 'a1' }] as const;
const shoot = (weapon: number, targets = ['b1']) =>
  ['a', { type: 'shoot', model: 'a1', weapon, targets }] as const;

describe('Ranged Attacks (seed p. 8)', () => {
  test('hit check on the Action Success Chart, then the Injury Chart', () => {
    const s = yeomanVsTrooper();
    const { events, state } = play(s, [activate, shoot(0)], [d6(6, 2), d6(1, 1)]);
    const hit = eventsOf(events, 'action-roll')[0]!;
    expect(hit).toMatchObject({ purpose: 'ranged-attack', result: 'success', modifiers: [], target: 'b1' });
    expect(eventsOf(events, 'injury-roll')[0]).toMatchObject({ total: 2, result: 'minor-hit' });
    expect(state.models.b1!.bloodMarkers).toBe(1);
  });

  test('a miss makes no injury roll', () => {
    const { events } = play(yeomanVsTrooper(), [activate, shoot(0)], [d6(3, 3)]);
    expect(eventsOf(events, 'injury-roll')).toEqual([]);
  });

  test('a model makes one Ranged Attack ACTION per Activation, with one weapon', () => {
    const { state } = play(yeomanVsTrooper(), [activate, shoot(0)], [d6(1, 1)]);
    const r = apply(state, 'a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }, NO_DICE);
    expect(!r.ok && r.rejection.code).toBe('action-taken');
    expect(legalCommands(state, 'a').map((o) => o.type)).not.toContain('shoot');
  });

  test('Target selection: the target must be in line of sight', () => {
    const rock: TerrainPiece = {
      id: 'rock',
      kind: 'impassable',
      footprint: rectangle(8, 14, 4, 2),
      height: 3,
    };
    const { state } = play(yeomanVsTrooper([rock]), [activate]);
    const r = apply(state, 'a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }, NO_DICE);
    expect(!r.ok && r.rejection).toMatchObject({ code: 'illegal-weapon' });
    expect(legalCommands(state, 'a').find((o) => o.type === 'shoot')).toBeUndefined();
  });

  test('Range check: beyond the weapon’s range the shot is refused, nothing rolls', () => {
    const s = placedGame([
      {
        seat: 'a',
        type: 'lieutenant',
        items: ['pistol-revolver', 'bolt-action-rifle'].slice(0, 1),
        at: { x: 10, y: 10 },
      },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 30 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 12, y: 15 } },
    ]);
    const { state } = play(s, [activate]);
    const r = apply(state, 'a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }, NO_DICE);
    expect(!r.ok && r.rejection.code).toBe('out-of-range');
  });

  test('a model in melee cannot shoot', () => {
    const s = yeomanVsTrooper([], { x: 10, y: 10 + 2 * r25 + 0.5 });
    const { state } = play(s, [activate]);
    expect(
      apply(state, 'a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }, NO_DICE),
    ).toMatchObject({
      ok: false,
      rejection: { code: 'action-taken', message: 'Yeoman a1 is in melee and cannot shoot (seed)' },
    });
  });
});

/** A Yeoman on the first floor (3") of a ruin, and a target on the ground 8" away. */
function fromTheTower(target: string) {
  const tower: TerrainPiece = {
    id: 'tower',
    kind: 'building',
    footprint: rectangle(7, 7, 6, 6),
    height: 3.75,
    floors: [0, 3],
  };
  return placedGame(
    [
      { seat: 'a', type: 'yeoman', at: { x: 10, y: 12.3 }, floor: 1 },
      { seat: 'b', type: target, at: { x: 10, y: 20 } },
    ],
    [tower],
  );
}

describe('Ranged attack modifiers (seed p. 8)', () => {
  test('Enemy Behind Cover: -1 DICE, the two lowest of three kept', () => {
    const wall: TerrainPiece = { id: 'wall', kind: 'cover', footprint: rectangle(8, 18, 4, 0.5), height: 1 };
    const s = yeomanVsTrooper([wall], { x: 10, y: 18.5 + r25 + 0.1 });
    const { events } = play(s, [activate, shoot(0)], [d6(6, 6, 2), d6(1, 1)]);
    const hit = eventsOf(events, 'action-roll')[0]!;
    expect(hit.modifiers).toEqual([{ source: 'cover', value: -1 }]);
    expect(hit.roll).toMatchObject({ kept: [6, 2], dropped: [6], total: 8 });
  });

  test('Long Range: beyond half the weapon’s range, -1 DICE', () => {
    const { events } = play(yeomanVsTrooper([], { x: 10, y: 25 }), [activate, shoot(0)], [d6(1, 2, 3)]);
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([{ source: 'long-range', value: -1 }]);
  });

  test('Shooting from an elevated position: +1 DICE when more than 2" higher', () => {
    const s = fromTheTower('heretic-trooper');
    const { events } = play(s, [activate, shoot(0)], [d6(1, 2, 3)]);
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([
      { source: 'elevated-position', value: 1 },
    ]);
  });

  test('a 50mm target needs more than 4": 3" higher gives no bonus against a War Wolf', () => {
    const s = fromTheTower('war-wolf-assault-beast');
    const { events } = play(
      s,
      [activate, ['a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }]],
      [d6(1, 2)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([]);
  });
});

describe('several shots are rolled, then applied together (seed p. 8)', () => {
  test('the second injury roll does not get Target is Down from the first', () => {
    const s = placedGame([
      { seat: 'a', type: 'shocktrooper', items: ['submachine-gun'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 18 } },
    ]);
    const smg = weaponIndex(s, 'a1', 'submachine-gun');
    const steps = [
      ['a', { type: 'activate', model: 'a1' }],
      ['a', { type: 'shoot', model: 'a1', weapon: smg, targets: ['b1', 'b1'] }],
    ] as const;
    const { events, state } = play(s, steps as never, [d6(4, 4), d6(5, 5), d6(3, 4), d6(4, 4)]);
    const injuries = eventsOf(events, 'injury-roll');
    expect(injuries.map((e) => [e.roll.dice.length, e.result])).toEqual([
      [2, 'down'],
      [2, 'down'],
    ]);
    // Down, then Down again: one marker, then two (seed, Warrior Down!).
    expect(state.models.b1).toMatchObject({ status: 'down', bloodMarkers: 3 });
  });

  test('a multi-shot weapon declares every target before the first roll', () => {
    const s = placedGame([
      { seat: 'a', type: 'shocktrooper', items: ['submachine-gun'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 18 } },
    ]);
    const { state } = play(s, [['a', { type: 'activate', model: 'a1' }]]);
    const r = apply(
      state,
      'a',
      { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1', 'b1', 'b1'] },
      NO_DICE,
    );
    expect(!r.ok && r.rejection.code).toBe('illegal-target');
  });
});

describe('Shooting into Melee (seed p. 9): a D6 per shot', () => {
  const brawl = () =>
    placedGame([
      { seat: 'a', type: 'yeoman', at: { x: 10, y: 10 } },
      { seat: 'a', type: 'yeoman', at: { x: 9.2, y: 19 } },
      { seat: 'a', type: 'yeoman', at: { x: 10.8, y: 19 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 20.2 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 11.4, y: 20.6 } },
    ]);

  test('1–3: the shot goes to a random friendly model in melee within 1" of the target', () => {
    // D6 2 → friendly; pick among the two Yeomen: D6 2 → the second.
    const { events } = play(brawl(), [activate, shoot(0)], [d6(2), d6(2), d6(6, 5), d6(1, 1)]);
    expect(eventsOf(events, 'shot-redirected')[0]).toEqual({
      type: 'shot-redirected',
      shot: 0,
      roll: 2,
      side: 'friendly',
      target: 'a3',
      pick: [2],
    });
    expect(eventsOf(events, 'injury-roll')[0]!.model).toBe('a3');
  });

  test('4–6: a random enemy model in melee within 1" of the target, the target among them', () => {
    const { events } = play(brawl(), [activate, shoot(0)], [d6(5), d6(4), d6(1, 1)]);
    expect(eventsOf(events, 'shot-redirected')[0]).toMatchObject({ side: 'enemy', target: 'b2', pick: [4] });
    expect(eventsOf(events, 'action-roll')[0]!.target).toBe('b2');
  });
});

describe('RISKY ACTION and Critical Success in shooting', () => {
  test('a Sniper Rifle is RISKY: a miss ends the Activation', () => {
    const s = placedGame([
      { seat: 'a', type: 'sniper-priest', items: ['sniper-rifle'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 20 } },
    ]);
    const { events, state } = play(
      s,
      [
        ['a', { type: 'activate', model: 'a1' }],
        ['a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }],
      ],
      [d6(1, 1, 2, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]).toMatchObject({ risky: true, result: 'failure' });
    expect(eventsOf(events, 'activation-ended')[0]).toMatchObject({ model: 'a1', reason: 'risky-failed' });
    expect(state.activation).toBeNull();
    expect(whoMustAct(state)).toEqual(['b']);
  });

  test('Critical Success (12): +1 DICE to injure; a CRITICAL weapon adds one more', () => {
    const s = placedGame([
      { seat: 'a', type: 'sniper-priest', items: ['sniper-rifle'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', items: ['standard-armour'], at: { x: 10, y: 20 } },
    ]);
    const { events } = play(
      s,
      [
        ['a', { type: 'activate', model: 'a1' }],
        ['a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }],
      ],
      [d6(6, 6, 1, 1, 1), d6(1, 2, 3, 4)],
    );
    const inj = eventsOf(events, 'injury-roll')[0]!;
    expect(inj.dice).toEqual([
      { source: 'critical-success', value: 1 },
      { source: 'critical-weapon', value: 1 },
    ]);
    // A Sniper Rifle's Critical hit ignores armour: no flat -1.
    expect(inj.flat).toEqual([]);
    expect(inj.roll.kept).toEqual([3, 4]);
  });
});

describe('BLOOD MARKERS on a hit roll: the opponent spends them (seed: Minor Hit)', () => {
  test('the defending player is asked, and each marker spent is -1 DICE and is removed', () => {
    const s = yeomanVsTrooper();
    s.models.a1!.bloodMarkers = 3;
    const first = play(s, [activate, shoot(0)]);
    expect(whoMustAct(first.state)).toEqual(['b']);
    expect(legalCommands(first.state, 'b')[0]).toEqual({
      type: 'spend-blood',
      rolls: [{ model: 'a1', roll: 'action', bloodbath: null }],
    });
    const { events, state } = play(
      first.state,
      [['b', { type: 'spend-blood', spend: [{ markers: 2 }] }]],
      [d6(6, 6, 1, 5)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.roll).toMatchObject({ kept: [1, 5], total: 6 });
    expect(state.models.a1!.bloodMarkers).toBe(1);
  });

  test('spending more markers than the model carries is refused, nothing changes', () => {
    const s = yeomanVsTrooper();
    s.models.a1!.bloodMarkers = 1;
    const { state } = play(s, [activate, shoot(0)]);
    const r = apply(state, 'b', { type: 'spend-blood', spend: [{ markers: 2 }] }, NO_DICE);
    expect(!r.ok && r.rejection).toEqual({
      code: 'bad-answer',
      message: 'Yeoman a1 carries 1 BLOOD MARKER(S); the answer spends 2',
    });
  });

  test('only the opponent answers', () => {
    const s = yeomanVsTrooper();
    s.models.a1!.bloodMarkers = 1;
    const { state } = play(s, [activate, shoot(0)]);
    expect(apply(state, 'a', { type: 'spend-blood', spend: [{ markers: 0 }] }, NO_DICE)).toMatchObject({
      ok: false,
      rejection: { code: 'not-your-decision' },
    });
  });

  test('Absolute Faith: nobody is asked about a Sniper Priest’s markers on its shots', () => {
    const s = placedGame([
      { seat: 'a', type: 'sniper-priest', items: ['sniper-rifle'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 20 } },
    ]);
    s.models.a1!.bloodMarkers = 2;
    const { events } = play(
      s,
      [
        ['a', { type: 'activate', model: 'a1' }],
        ['a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }],
      ],
      [d6(1, 1, 1, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.roll.dice).toHaveLength(5);
  });
});

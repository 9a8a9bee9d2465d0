import { describe, expect, test } from 'vitest';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { d3, d6, NO_DICE, ScriptedDice } from '../dice/scripted.js';
import { apply, legalCommands } from '../engine/apply.js';
import { baseRadius } from '../geometry/base.js';
import { rectangle } from '../geometry/vec.js';
import { eventsOf, placedGame, play, weaponIndex } from '../test-support/game.js';

const activate = ['a', { type: 'activate', model: 'a1' }] as const;

describe('ACTIONS from profiles and gear (warbands.json)', () => {
  test('Aim (Sniper Priest): a RISKY ACTION, then +2 DICE to its ranged attacks this Activation', () => {
    const s = placedGame([
      { seat: 'a', type: 'sniper-priest', items: ['sniper-rifle'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 20 } },
    ]);
    const { events } = play(
      s,
      [
        activate,
        ['a', { type: 'ability', model: 'a1', ability: 'aim' }],
        ['a', { type: 'shoot', model: 'a1', weapon: 0, targets: ['b1'] }],
      ],
      [d6(4, 3), d6(1, 1, 1, 1, 1, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[1]!.modifiers).toContainEqual({ source: 'aim', value: 2 });
  });

  test('Fortify (Combat Engineer): RISKY at +1 DICE, then in cover until it moves', () => {
    const s = placedGame([
      { seat: 'a', type: 'combat-engineer', at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 20 } },
    ]);
    const { events, state } = play(
      s,
      [activate, ['a', { type: 'ability', model: 'a1', ability: 'fortify' }]],
      [d6(4, 3, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([{ source: 'fortify', value: 1 }]);
    expect(state.models.a1!.dugIn).toBe(true);
  });

  test('Medi-Kit: RISKY, a friendly model within 1" loses a BLOOD MARKER or stands up', () => {
    const s = placedGame([
      { seat: 'a', type: 'combat-medic', at: { x: 10, y: 10 } },
      { seat: 'a', type: 'yeoman', at: { x: 11.2, y: 10 }, status: 'down', bloodMarkers: 2 },
      { seat: 'b', type: 'heretic-trooper', at: { x: 40, y: 40 } },
    ]);
    const st = play(s, [activate]).state;
    expect(legalCommands(st, 'a').find((o) => o.type === 'ability')).toEqual({
      type: 'ability',
      model: 'a1',
      ability: 'medi-kit',
      targets: [{ model: 'a2', uses: ['remove-marker', 'stand'] }],
    });
    const stood = play(
      st,
      [['a', { type: 'ability', model: 'a1', ability: 'medi-kit', target: 'a2', use: 'stand' }]],
      [d6(3, 4, 1)],
    );
    // Expert Medic: +1 DICE with the Medi-Kit.
    expect(eventsOf(stood.events, 'action-roll')[0]!.modifiers).toEqual([
      { source: 'expert-medic', value: 1 },
    ]);
    expect(stood.state.models.a2!.status).toBe('standing');
    const healed = play(
      st,
      [['a', { type: 'ability', model: 'a1', ability: 'medi-kit', target: 'a2', use: 'remove-marker' }]],
      [d6(3, 4, 1)],
    );
    expect(healed.state.models.a2!.bloodMarkers).toBe(1);
  });

  test('an ability the model does not have is refused', () => {
    const st = play(
      placedGame([
        { seat: 'a', type: 'yeoman', at: { x: 10, y: 10 } },
        { seat: 'b', type: 'heretic-trooper', at: { x: 40, y: 40 } },
      ]),
      [activate],
    ).state;
    expect(apply(st, 'a', { type: 'ability', model: 'a1', ability: 'aim' }, NO_DICE)).toMatchObject({
      ok: false,
      rejection: { code: 'not-eligible' },
    });
  });
});

describe('weapon and gear keywords', () => {
  test('HEAVY: a model that moved cannot shoot a HEAVY weapon (unless STRONG)', () => {
    const s = placedGame([
      { seat: 'a', type: 'shocktrooper', items: ['grenade-launcher'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 30 } },
    ]);
    const moved = play(s, [
      activate,
      ['a', { type: 'move', model: 'a1', path: [{ kind: 'walk', to: { x: 10, y: 12 } }] }],
    ]).state;
    expect(legalCommands(moved, 'a').map((o) => o.type)).not.toContain('shoot');
  });

  test('Machine Gun: up to three attacks, then the Activation ends', () => {
    const s = placedGame([
      { seat: 'a', type: 'mechanised-heavy-infantry', items: ['machine-gun'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 20 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 14, y: 20 } },
    ]);
    const { state, events } = play(
      s,
      [
        activate,
        [
          'a',
          {
            type: 'shoot',
            model: 'a1',
            weapon: weaponIndex(s, 'a1', 'machine-gun'),
            targets: ['b1', 'b2', 'b1'],
          },
        ],
      ],
      [d6(1, 1, 1), d6(1, 1, 1), d6(1, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')).toHaveLength(3);
    expect(state.activation).toBeNull();
  });

  test('BLAST: every model within X" of the target is hit too; grenades injure the others at -1 DICE', () => {
    const s = placedGame([
      { seat: 'a', type: 'yeoman', items: ['grenades'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 16 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 12, y: 16 } },
    ]);
    const { events } = play(
      s,
      [
        activate,
        ['a', { type: 'shoot', model: 'a1', weapon: weaponIndex(s, 'a1', 'grenades'), targets: ['b1'] }],
      ],
      [d6(4, 4), d6(1, 1), d6(1, 1, 1)],
    );
    const injuries = eventsOf(events, 'injury-roll');
    expect(injuries.map((e) => [e.model, e.cause])).toEqual([
      ['b1', 'ranged-attack'],
      ['b2', 'blast'],
    ]);
    expect(injuries[1]!.dice).toEqual([{ source: 'blast', value: -1 }]);
  });

  test('GRENADE: ignores cover and long range', () => {
    const wall: TerrainPiece = { id: 'wall', kind: 'cover', footprint: rectangle(8, 15, 4, 0.5), height: 1 };
    const s = placedGame(
      [
        { seat: 'a', type: 'yeoman', items: ['grenades'], at: { x: 10, y: 9 } },
        { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 15.5 + baseRadius(25) + 0.1 } },
      ],
      [wall],
    );
    const { events } = play(
      s,
      [
        activate,
        ['a', { type: 'shoot', model: 'a1', weapon: weaponIndex(s, 'a1', 'grenades'), targets: ['b1'] }],
      ],
      [d6(1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([]);
  });

  test('Machine Armour charges with a D3; HEAVY gear on a model that is not STRONG gives no bonus; Shock Charge keeps the higher of 2D6', () => {
    const charge = (type: string, items: string[], script: Parameters<typeof play>[2]) => {
      const s = placedGame([
        { seat: 'a', type, items, at: { x: 10, y: 10 } },
        { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 20 } },
      ]);
      const r = play(
        s,
        [
          activate,
          [
            'a',
            {
              type: 'charge',
              model: 'a1',
              targets: ['b1'],
              path: [{ kind: 'walk', to: { x: 10, y: 18.4 } }],
            },
          ],
        ],
        script,
      );
      return eventsOf(r.events, 'charge-roll')[0]!;
    };
    expect(charge('lieutenant', ['machine-armour'], [d3(2)])).toMatchObject({ dice: [2], distance: 8 });
    expect(charge('lieutenant', ['greatsword-greataxe'], [])).toMatchObject({ dice: [], distance: 6 });
    expect(charge('shocktrooper', [], [d6(2, 5)])).toMatchObject({ dice: [2, 5], kept: 5, distance: 11 });
  });

  test('Shovel: deployed at ground level, the model counts as in cover until it moves', () => {
    const s = placedGame([
      { seat: 'a', type: 'combat-engineer', at: { x: 10, y: 5 } },
      { seat: 'b', type: 'heretic-trooper', items: ['pistol-revolver'], at: { x: 10, y: 10 } },
    ]);
    const engineer = s.models.a1!;
    engineer.status = 'reserve';
    engineer.position = null;
    s.phase = { kind: 'deploy', seat: 'a', infiltrators: false };
    s.turn = 0;
    const deployed = apply(
      s,
      'a',
      { type: 'deploy', model: 'a1', at: { x: 10, y: 5 } },
      new ScriptedDice([d6(2, 5)]),
    );
    if (!deployed.ok) throw new Error(deployed.rejection.message);
    expect(deployed.state.models.a1!.dugIn).toBe(true);
    const shooting = {
      ...deployed.state,
      turn: 1,
      phase: { kind: 'activations' as const, seat: 'b' as const },
    };
    const { events } = play(
      shooting,
      [
        ['b', { type: 'activate', model: 'b1' }],
        [
          'b',
          {
            type: 'shoot',
            model: 'b1',
            weapon: weaponIndex(shooting, 'b1', 'pistol-revolver'),
            targets: ['a1'],
          },
        ],
      ],
      [d6(1, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([{ source: 'cover', value: -1 }]);
  });
});

import { describe, expect, test } from 'vitest';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { d6, NO_DICE } from '../dice/scripted.js';
import { apply, legalCommands, whoMustAct } from '../engine/apply.js';
import { baseRadius } from '../geometry/base.js';
import { rectangle } from '../geometry/vec.js';
import { eventsOf, placedGame, play, weaponIndex } from '../test-support/game.js';

const r = baseRadius(25);
const wall: TerrainPiece = {
  id: 'wall',
  kind: 'defended-obstacle',
  footprint: rectangle(8, 12, 4, 0.5),
  height: 1,
};
const north = 12.5 + r + 0.1;
const south = 12 - r - 0.1;
const activate = ['a', { type: 'activate', model: 'a1' }] as const;

function duel(terrain: TerrainPiece[] = [wall], bx = 11.4) {
  return placedGame(
    [
      { seat: 'a', type: 'yeoman', items: ['trench-club'], at: { x: bx, y: south } },
      { seat: 'b', type: 'heretic-trooper', at: { x: bx, y: north } },
    ],
    terrain,
  );
}
const club = (s: ReturnType<typeof duel>) => weaponIndex(s, 'a1', 'trench-club');

describe('Melee Combat (seed p. 9)', () => {
  test('only against an enemy within 1": no melee option, and the command is refused', () => {
    const s = placedGame([
      { seat: 'a', type: 'yeoman', items: ['trench-club'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 12.2 } },
    ]);
    const { state } = play(s, [activate]);
    expect(legalCommands(state, 'a').map((o) => o.type)).not.toContain('melee');
    const refused = apply(state, 'a', { type: 'melee', model: 'a1', weapon: club(s), target: 'b1' }, NO_DICE);
    expect(!refused.ok && refused.rejection.code).toBe('illegal-weapon');
  });

  test('hit on the Action Success Chart, then the Injury Chart', () => {
    const s = duel([]);
    const { events, state } = play(
      s,
      [activate, ['a', { type: 'melee', model: 'a1', weapon: club(s), target: 'b1' }]],
      [d6(5, 4), d6(6, 4)],
    );
    expect(eventsOf(events, 'action-roll')[0]).toMatchObject({
      purpose: 'melee-attack',
      result: 'success',
      modifiers: [],
    });
    expect(state.models.b1!.status).toBe('out-of-action');
    expect(state.models.b1!.position).toBeNull();
  });

  test('Defended obstacle: -1 DICE against a defender behind a wall at least ½" high', () => {
    const s = duel();
    const { events } = play(
      s,
      [activate, ['a', { type: 'melee', model: 'a1', weapon: club(s), target: 'b1' }]],
      [d6(6, 1, 1)],
    );
    const roll = eventsOf(events, 'action-roll')[0]!;
    expect(roll.modifiers).toEqual([{ source: 'defended-obstacle', value: -1 }]);
    expect(roll.result).toBe('failure');
  });

  test('Defended obstacle: no penalty against a Down defender', () => {
    const s = duel();
    s.models.b1!.status = 'down';
    const { events } = play(
      s,
      [activate, ['a', { type: 'melee', model: 'a1', weapon: club(s), target: 'b1' }]],
      [d6(1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([]);
  });

  test('Moving while in melee: a Standard Move that stays within 1" gets round the obstacle, with no roll', () => {
    const s = duel([wall], 11.8);
    const path = [
      { kind: 'walk', to: { x: 12.6, y: 12.25 } },
      { kind: 'walk', to: { x: 12.9, y: 13.2 } },
    ];
    const moved = play(s, [activate, ['a', { type: 'move', model: 'a1', path }]] as never, []);
    expect(eventsOf(moved.events, 'action-roll')).toEqual([]);
    const { events } = play(
      moved.state,
      [['a', { type: 'melee', model: 'a1', weapon: club(s), target: 'b1' }]],
      [d6(1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([]);
  });

  test('Moving while in melee: a Standard Move may not leave 1" of the enemy (Retreat does)', () => {
    const s = duel([], 11.8);
    const { state } = play(s, [activate]);
    const r1 = apply(
      state,
      'a',
      { type: 'move', model: 'a1', path: [{ kind: 'walk', to: { x: 11.8, y: 8 } }] },
      NO_DICE,
    );
    expect(!r1.ok && r1.rejection).toMatchObject({ code: 'illegal-path' });
    expect(!r1.ok && r1.rejection.message).toContain('must stay within 1"');
  });
});

describe('Off-Hand Weapons and two melee weapons (seed p. 9)', () => {
  const twoWeapons = (type = 'lieutenant', items = ['sword-axe', 'pistol-revolver']) =>
    placedGame([
      { seat: 'a', type, items, at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 11.5 } },
    ]);

  test('the off-hand weapon is declared before the first roll, and the off-hand attack comes last at -1 DICE', () => {
    const s = twoWeapons();
    const sword = weaponIndex(s, 'a1', 'sword-axe');
    const pistol = weaponIndex(s, 'a1', 'pistol-revolver');
    const { state } = play(s, [activate]);
    const option = legalCommands(state, 'a').find((o) => o.type === 'melee');
    expect(option).toMatchObject({ declareOffHand: [sword, pistol] });
    const undeclared = apply(
      state,
      'a',
      { type: 'melee', model: 'a1', weapon: sword, target: 'b1' },
      NO_DICE,
    );
    expect(!undeclared.ok && undeclared.rejection.code).toBe('illegal-weapon');
    const { events, state: after } = play(
      state,
      [
        ['a', { type: 'melee', model: 'a1', weapon: sword, target: 'b1', offHand: pistol }],
        ['a', { type: 'melee', model: 'a1', weapon: pistol, target: 'b1' }],
      ],
      [d6(1, 1, 1, 1), d6(1, 1, 1)],
    );
    const [main, off] = eventsOf(events, 'action-roll');
    expect(main!.modifiers).toEqual([{ source: 'melee-characteristic', value: 2 }]);
    // A pistol in melee uses the Ranged characteristic (+2 for a Lieutenant).
    expect(off!.modifiers).toEqual([
      { source: 'ranged-characteristic', value: 2 },
      { source: 'off-hand', value: -1 },
    ]);
    expect(legalCommands(after, 'a').map((o) => o.type)).not.toContain('melee');
  });

  test('the off-hand weapon cannot attack first', () => {
    const s = twoWeapons();
    const sword = weaponIndex(s, 'a1', 'sword-axe');
    const pistol = weaponIndex(s, 'a1', 'pistol-revolver');
    const { state } = play(s, [activate]);
    const r1 = apply(
      state,
      'a',
      { type: 'melee', model: 'a1', weapon: pistol, target: 'b1', offHand: pistol },
      NO_DICE,
    );
    expect(!r1.ok && r1.rejection.code).toBe('illegal-weapon');
    void sword;
  });

  test('STRONG wields a two-handed weapon in one hand, but one of the two is still the off-hand', () => {
    const s = twoWeapons('mechanised-heavy-infantry', ['greatsword-greataxe', 'sword-axe']);
    const great = weaponIndex(s, 'a1', 'greatsword-greataxe');
    const sword = weaponIndex(s, 'a1', 'sword-axe');
    const { state } = play(s, [activate]);
    expect(legalCommands(state, 'a').find((o) => o.type === 'melee')).toMatchObject({
      declareOffHand: [great, sword],
    });
    const { events } = play(
      state,
      [
        ['a', { type: 'melee', model: 'a1', weapon: sword, target: 'b1', offHand: great }],
        ['a', { type: 'melee', model: 'a1', weapon: great, target: 'b1' }],
      ],
      [d6(1, 1), d6(1, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[1]!.modifiers).toEqual([{ source: 'off-hand', value: -1 }]);
  });

  test('without STRONG, a two-handed weapon is fought with alone: one attack, no off-hand', () => {
    const s = twoWeapons('shocktrooper', ['greatsword-greataxe']);
    const { state } = play(s, [activate]);
    expect(legalCommands(state, 'a').find((o) => o.type === 'melee')).toMatchObject({ declareOffHand: null });
  });

  test('a model with no melee weapon fights unarmed: -1 DICE to hit and to injure', () => {
    const s = placedGame([
      { seat: 'a', type: 'yeoman', at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 10, y: 11.5 } },
    ]);
    const { events } = play(
      s,
      [activate, ['a', { type: 'melee', model: 'a1', weapon: -1, target: 'b1' }]],
      [d6(6, 6, 5), d6(1, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([{ source: 'unarmed', value: -1 }]);
    expect(eventsOf(events, 'injury-roll')[0]!.dice).toEqual([{ source: 'unarmed', value: -1 }]);
  });
});

describe('FEAR and BLOOD MARKERS in melee', () => {
  test('FEAR: -1 DICE attacking a model with FEAR (and a Chorister’s Unholy Hymns: -1 on every ACTION within 8")', () => {
    const s = placedGame([
      { seat: 'a', type: 'yeoman', items: ['trench-club'], at: { x: 10, y: 10 } },
      { seat: 'b', type: 'heretic-chorister', at: { x: 10, y: 11.6 } },
    ]);
    const { events } = play(
      s,
      [activate, ['a', { type: 'melee', model: 'a1', weapon: club(s), target: 'b1' }]],
      [d6(1, 1, 1, 1)],
    );
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([
      { source: 'fear', value: -1 },
      { source: 'unholy-hymns', value: -1 },
    ]);
  });

  test('step 2: the defender decides on the attacker’s BLOOD MARKERS before the roll', () => {
    const s = duel([]);
    s.models.a1!.bloodMarkers = 1;
    const { state } = play(s, [
      activate,
      ['a', { type: 'melee', model: 'a1', weapon: club(s), target: 'b1' }],
    ]);
    expect(whoMustAct(state)).toEqual(['b']);
    const { events } = play(state, [['b', { type: 'spend-blood', spend: [{ markers: 1 }] }]], [d6(6, 1, 1)]);
    expect(eventsOf(events, 'action-roll')[0]!.modifiers).toEqual([{ source: 'blood-markers', value: -1 }]);
  });
});

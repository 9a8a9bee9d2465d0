import { describe, expect, test } from 'vitest';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { NO_DICE } from '../dice/scripted.js';
import { apply, legalCommands } from '../engine/apply.js';
import { rectangle } from '../geometry/vec.js';
import { edgeZone } from '../scenarios/zones.js';
import type { TrenchState } from '../state/types.js';
import { placedGame } from '../test-support/game.js';

/** A 3" wall across the table at y = 28, hiding the south from the defender's Yeoman. */
const screen = (x: number, width: number): TerrainPiece => ({
  id: 'wall',
  kind: 'impassable',
  footprint: rectangle(x, 28, width, 1),
  height: 3,
});

/** Trench Warfare, the defender (a) placed, the attacker's Death Commando (b) left to infiltrate. */
function infiltrating(terrain: TerrainPiece[] = []): TrenchState {
  const s = placedGame(
    [
      { seat: 'a', type: 'yeoman', at: { x: 24, y: 40 } },
      { seat: 'b', type: 'death-commando', at: { x: 24, y: 4 } },
      { seat: 'b', type: 'heretic-trooper', at: { x: 30, y: 4 } },
    ],
    terrain,
  );
  s.options.scenario = 'trench-warfare';
  s.warbands.a.role = 'defender';
  s.warbands.b.role = 'attacker';
  s.warbands.a.zone = edgeZone('north', 16);
  s.warbands.b.zone = edgeZone('south', 12);
  const commando = s.models.b1!;
  commando.status = 'reserve';
  commando.position = null;
  s.turn = 0;
  s.phase = { kind: 'deploy', seat: 'b', infiltrators: true };
  return s;
}

describe('INFILTRATOR deployment (Trench Warfare allows it)', () => {
  test('infiltrators deploy after everyone else', () => {
    expect(legalCommands(infiltrating(), 'b')[0]).toMatchObject({
      type: 'deploy',
      models: ['b1'],
      infiltrators: true,
    });
  });

  test('anywhere out of sight of every enemy and at least 8" away', () => {
    const wall = screen(16, 16);
    const s = infiltrating([wall]);
    const seen = apply(s, 'b', { type: 'deploy', model: 'b1', at: { x: 10, y: 25 } }, NO_DICE);
    expect(!seen.ok && seen.rejection).toEqual({
      code: 'illegal-position',
      message: 'an infiltrator deploys out of enemy sight',
    });
    const hidden = apply(s, 'b', { type: 'deploy', model: 'b1', at: { x: 24, y: 23.5 } }, NO_DICE);
    expect(hidden.ok).toBe(true);
    const close = apply(s, 'b', { type: 'deploy', model: 'b1', at: { x: 24, y: 36 } }, NO_DICE);
    expect(!close.ok && close.rejection.message).toBe('an infiltrator stays 8" from enemies');
  });

  test('the attacker\'s infiltrators stay within 12" of its deployment zone (house reading)', () => {
    const wall = screen(4, 40);
    const r = apply(
      infiltrating([wall]),
      'b',
      { type: 'deploy', model: 'b1', at: { x: 24, y: 26 } },
      NO_DICE,
    );
    expect(!r.ok && r.rejection.message).toContain('within 12"');
  });

  test('Binoculars keep infiltrators 16" away', () => {
    const wall = screen(16, 16);
    const s = infiltrating([wall]);
    s.models.a1!.items.push('binoculars');
    const r = apply(s, 'b', { type: 'deploy', model: 'b1', at: { x: 24, y: 26 } }, NO_DICE);
    expect(!r.ok && r.rejection.message).toBe('Binoculars keep infiltrators 16" away');
  });

  test('an infiltrator may always deploy in its own zone instead', () => {
    expect(apply(infiltrating(), 'b', { type: 'deploy', model: 'b1', at: { x: 10, y: 6 } }, NO_DICE).ok).toBe(
      true,
    );
  });
});

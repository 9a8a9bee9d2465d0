import { describe, expect, test } from 'vitest';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { baseRadius } from './base.js';
import { allBlockers } from './blockers.js';
import type { Body } from './body.js';
import { coverFrom } from './cover.js';
import { defendedObstacle } from './defended-obstacle.js';
import { baseDistance, withinMeleeRange } from './distance.js';
import { elevatedPosition } from './elevation.js';
import { lineOfSight } from './line-of-sight.js';
import { rectangle } from './vec.js';

const body = (x: number, y: number, baseMm = 25, z = 0, standsOn: string | null = null): Body => ({
  position: { x, y },
  z,
  baseMm,
  standsOn,
});

/** A wall 4" long, ½" thick, running east–west with its south face at y. */
const wall = (
  id: string,
  y: number,
  height: number,
  kind: TerrainPiece['kind'] = 'defended-obstacle',
): TerrainPiece => ({
  id,
  kind,
  footprint: rectangle(8, y, 4, 0.5),
  height,
});

describe('base-to-base distance', () => {
  test('measures between the edges of the bases, not their centres', () => {
    const r = baseRadius(25);
    expect(baseDistance(body(10, 10), body(13, 10))).toBeCloseTo(3 - 2 * r, 9);
    expect(baseDistance(body(10, 10), body(10, 13, 50))).toBeCloseTo(3 - r - baseRadius(50), 9);
  });

  test('overlapping or touching bases are 0" apart', () => {
    expect(baseDistance(body(10, 10), body(10.5, 10))).toBe(0);
  });

  test('models on different floors count the height between them', () => {
    const r = baseRadius(25);
    expect(baseDistance(body(10, 10, 25, 0), body(10 + 2 * r + 3, 10, 25, 4))).toBeCloseTo(5, 9);
  });

  test('melee range is 1" base to base, fractions included', () => {
    const r = baseRadius(25);
    expect(withinMeleeRange(body(0, 0), body(2 * r + 1, 0))).toBe(true);
    expect(withinMeleeRange(body(0, 0), body(2 * r + 1.01, 0))).toBe(false);
  });
});

describe('line of sight', () => {
  test('a 3" block between the models hides the target entirely', () => {
    const block: TerrainPiece = {
      id: 'rock',
      kind: 'impassable',
      footprint: rectangle(9, 9, 2, 2),
      height: 3,
    };
    const sight = lineOfSight(allBlockers([block]), body(10, 5), body(10, 15));
    expect(sight.visible).toBe(false);
    expect(sight.samples.every((s) => s.blockedBy.includes('rock'))).toBe(true);
  });

  test('a 1" wall hides the lower part of a model behind it, not its head', () => {
    const sight = lineOfSight(allBlockers([wall('w', 12, 1)]), body(10, 5), body(10, 13)); // just behind the wall
    expect(sight.visible).toBe(true);
    expect(sight.fully).toBe(false);
  });

  test('flat difficult ground never blocks sight', () => {
    const mud: TerrainPiece = { id: 'mud', kind: 'difficult', footprint: rectangle(5, 5, 10, 10), height: 0 };
    expect(lineOfSight(allBlockers([mud]), body(6, 6), body(14, 14)).fully).toBe(true);
  });

  test('from a building roof the shooter sees over a wall that hides the target from the ground', () => {
    const tower: TerrainPiece = {
      id: 'tower',
      kind: 'building',
      footprint: rectangle(8, 0, 4, 4),
      height: 7,
      floors: [0, 3, 6],
    };
    const terrain = [tower, wall('w', 12, 1)];
    const target = body(10, 16);
    expect(lineOfSight(allBlockers(terrain), body(10, 7), target).fully).toBe(false);
    expect(lineOfSight(allBlockers(terrain), body(10, 3.4, 25, 6, 'tower'), target).fully).toBe(true);
    // Away from the roof's edge, the roof itself hides the ground beyond the wall.
    expect(lineOfSight(allBlockers(terrain), body(10, 1, 25, 6, 'tower'), target).fully).toBe(false);
  });

  test('a floor slab hides a model on the storey below from one on the roof above it', () => {
    const ruin: TerrainPiece = {
      id: 'ruin',
      kind: 'building',
      footprint: rectangle(0, 0, 6, 6),
      height: 4,
      floors: [0, 3],
    };
    const sight = lineOfSight(allBlockers([ruin]), body(3, 3, 25, 3, 'ruin'), body(4, 4, 25, 0, 'ruin'));
    expect(sight.visible).toBe(false);
  });
});

describe('Enemy Behind Cover (seed p. 8)', () => {
  const terrain = [wall('w', 12, 1, 'cover')];
  test('a target touching a wall that hides part of it is in cover', () => {
    expect(coverFrom(terrain, body(10, 5), body(10, 12.5 + baseRadius(25) + 0.1))).toBe('w');
  });

  test('a target partly hidden by a wall it does not touch is not in cover', () => {
    const target = body(10, 14);
    expect(lineOfSight(allBlockers(terrain), body(10, 4), target).fully).toBe(false);
    expect(coverFrom(terrain, body(10, 4), target)).toBeNull();
  });

  test('touching a wall that is not between them gives no cover (FAQ #1)', () => {
    // Target north of the wall, shooter north of it as well.
    expect(coverFrom(terrain, body(10, 20), body(10, 12.5 + baseRadius(25) + 0.1))).toBeNull();
  });

  test('a target partly hidden only by the hill it stands on is not in cover', () => {
    const hill: TerrainPiece = { id: 'hill', kind: 'hill', footprint: rectangle(0, 10, 20, 10), height: 2 };
    const target = body(10, 12, 25, 2, 'hill');
    const shooter = body(10, 4);
    expect(lineOfSight(allBlockers([hill]), shooter, target).fully).toBe(false);
    expect(coverFrom([hill], shooter, target)).toBeNull();
  });

  test('a model inside a ruin against its wall is in cover from outside', () => {
    const ruin: TerrainPiece = {
      id: 'ruin',
      kind: 'building',
      footprint: rectangle(5, 10, 10, 6),
      height: 4,
      floors: [0, 3],
    };
    expect(coverFrom([ruin], body(10, 2), body(10, 10 + baseRadius(25) + 0.1, 25, 0, 'ruin'))).toBe('ruin');
  });
});

describe('Shooting from an elevated position (seed p. 8): height difference over 2", over 4" for 50mm', () => {
  test.each([
    [2.5, 25, true],
    [2, 25, false],
    [1, 32, false],
    [3, 50, false],
    [4, 50, false],
    [4.5, 50, true],
    [-3, 25, false],
  ])('%s" higher against a %smm base: %s', (diff, mm, bonus) => {
    expect(elevatedPosition(body(0, 0, 25, Math.max(diff, 0)), body(0, 10, mm, Math.max(-diff, 0)))).toBe(
      bonus,
    );
  });
});

describe('Defended obstacle (seed p. 9)', () => {
  const defender = body(10, 12.5 + baseRadius(25) + 0.1);
  test('a defender touching a wall at least ½" high between it and the attacker', () => {
    expect(defendedObstacle([wall('w', 12, 1)], defender, body(10, 11.4))).toBe('w');
  });

  test('a wall lower than ½" does not defend', () => {
    expect(defendedObstacle([wall('w', 12, 0.4)], defender, body(10, 11.4))).toBeNull();
  });

  test('low cover such as a hedge is never a defended obstacle', () => {
    expect(defendedObstacle([wall('w', 12, 1, 'cover')], defender, body(10, 11.4))).toBeNull();
  });

  test('an attacker that has moved round the wall no longer faces it', () => {
    expect(defendedObstacle([wall('w', 12, 1)], defender, body(10.8, 14))).toBeNull();
  });
});

import { rulesOf, type TerrainPiece } from '../battlefield/terrain.js';
import type { Blocker } from './blockers.js';
import type { Body } from './body.js';
import { touchingBlockers } from './contact.js';
import { distanceSegmentPolygon, segmentsIntersect } from './vec.js';

/** The seed: an obstacle at least ½" high, measured from the defender's base. */
export const DEFENDED_HEIGHT = 0.5;

function between(blocker: Blocker, defender: Body, attacker: Body): boolean {
  if (blocker.kind === 'solid')
    return distanceSegmentPolygon(defender.position, attacker.position, blocker.footprint) === 0;
  if (blocker.kind === 'wall')
    return segmentsIntersect(defender.position, attacker.position, blocker.a, blocker.b);
  return false;
}

/**
 * Defended obstacle (seed p. 9): the defender touches a wall, rampart or trench at least ½" high from its
 * base, and it lies between the two models, so a model that moves round it in melee loses the penalty
 * (seed, Moving while in melee). The caller checks that the defender is not Down.
 * Returns the obstacle, or null.
 */
export function defendedObstacle(
  terrain: readonly TerrainPiece[],
  defender: Body,
  attacker: Body,
): string | null {
  for (const piece of terrain) {
    if (!rulesOf(piece).defends) continue;
    const wall = touchingBlockers(piece, defender).find(
      (b) =>
        b.kind !== 'slab' && b.top - defender.z >= DEFENDED_HEIGHT - 1e-9 && between(b, defender, attacker),
    );
    if (wall) return piece.id;
  }
  return null;
}

import { rulesOf, type TerrainPiece } from '../battlefield/terrain.js';
import { blocks } from './blockers.js';
import type { Body } from './body.js';
import { touchingBlockers } from './contact.js';
import { eyeOf, silhouette } from './line-of-sight.js';

/**
 * Enemy Behind Cover (seed p. 8): the target's base touches scenery and, seen from the shooter, part of
 * it is hidden by that scenery (FAQ #1: the covering terrain is between them). What the target stands on
 * (a hill, the floor of a building) never touches it this way, so being hidden by it gives no cover (seed).
 * Returns the covering piece, or null.
 */
export function coverFrom(terrain: readonly TerrainPiece[], shooter: Body, target: Body): string | null {
  const eye = eyeOf(shooter);
  const points = silhouette(shooter.position, target);
  for (const piece of terrain) {
    if (!rulesOf(piece).cover) continue;
    for (const blocker of touchingBlockers(piece, target)) {
      if (points.some((p) => blocks(blocker, eye, p))) return piece.id;
    }
  }
  return null;
}

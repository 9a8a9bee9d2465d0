import type { TerrainPiece } from '../battlefield/terrain.js';
import { type Blocker, blockersOf } from './blockers.js';
import { type Body, heightOf, radiusOf } from './body.js';
import { distancePointPolygon, distancePointSegment } from './vec.js';

/** House rule: a base within ¼" of a piece is in base contact with it (placement on screen is not exact). */
export const CONTACT = 0.25;

/** True when the blocker stands beside the model: near its base and overlapping its height. */
export function blockerTouches(blocker: Blocker, body: Body): boolean {
  if (blocker.kind === 'slab') return false;
  const reach = radiusOf(body) + CONTACT;
  const near =
    blocker.kind === 'solid'
      ? distancePointPolygon(body.position, blocker.footprint) <= reach
      : distancePointSegment(body.position, blocker.a, blocker.b) <= reach;
  return near && blocker.bottom < body.z + heightOf(body) && blocker.top > body.z + 1e-9;
}

/** The blockers of `piece` the model's base touches. */
export function touchingBlockers(piece: TerrainPiece, body: Body): Blocker[] {
  return blockersOf(piece).filter((b) => blockerTouches(b, body));
}

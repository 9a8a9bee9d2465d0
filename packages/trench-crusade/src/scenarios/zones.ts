import { type Polygon, rectangle } from '../geometry/vec.js';

/** The two table edges warbands deploy from (Standard deployment, reference §11.3). */
export const EDGES = ['south', 'north'] as const;
export type Edge = (typeof EDGES)[number];

export function oppositeEdge(edge: Edge): Edge {
  return edge === 'south' ? 'north' : 'south';
}

/** House rule: a deployment zone reaches 12" in from its edge (the maps are not transcribed, reference §11.3). */
export const ZONE_DEPTH = 12;

/** The strip within `depth` inches of an edge of a 48" table. */
export function edgeZone(edge: Edge, depth: number, size = 48): Polygon {
  return edge === 'south' ? rectangle(0, 0, size, depth) : rectangle(0, size - depth, size, depth);
}

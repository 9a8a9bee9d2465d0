import { BUILDING_WALL, floorsOf, rulesOf, type TerrainPiece } from '../battlefield/terrain.js';
import {
  EPSILON,
  edges,
  lerp,
  type Point,
  pointInPolygon,
  segmentCrossing,
  segmentInsideIntervals,
} from './vec.js';

export interface Point3 extends Point {
  z: number;
}

/**
 * A piece of terrain as the solids that stop a line of sight: a block (footprint × heights), a thin wall
 * (a segment × heights) or a floor slab (a footprint at one height).
 */
export type Blocker =
  | { kind: 'solid'; piece: string; footprint: readonly Point[]; bottom: number; top: number }
  | { kind: 'wall'; piece: string; a: Point; b: Point; bottom: number; top: number }
  | { kind: 'slab'; piece: string; footprint: readonly Point[]; z: number };

export function blockersOf(piece: TerrainPiece): Blocker[] {
  const rules = rulesOf(piece);
  if (rules.sight === 'none' || piece.height <= 0) return [];
  if (rules.sight === 'solid') {
    return [{ kind: 'solid', piece: piece.id, footprint: piece.footprint, bottom: 0, top: piece.height }];
  }
  if (piece.kind === 'trench') {
    return (piece.parapets ?? []).map(([a, b]) => ({
      kind: 'wall',
      piece: piece.id,
      a,
      b,
      bottom: 0,
      top: piece.height,
    }));
  }
  const out: Blocker[] = [];
  const floors = floorsOf(piece);
  floors.forEach((z, i) => {
    const next = floors[i + 1] ?? piece.height;
    const top = Math.min(z + BUILDING_WALL, next, piece.height);
    if (top > z)
      for (const [a, b] of edges(piece.footprint))
        out.push({ kind: 'wall', piece: piece.id, a, b, bottom: z, top });
    if (z > 0) out.push({ kind: 'slab', piece: piece.id, footprint: piece.footprint, z });
  });
  return out;
}

export function allBlockers(terrain: readonly TerrainPiece[]): Blocker[] {
  return terrain.flatMap(blockersOf);
}

function zAt(a: Point3, b: Point3, t: number): number {
  return a.z + (b.z - a.z) * t;
}

/** True when the straight line from a to b passes through the blocker (touching its surface does not count). */
export function blocks(blocker: Blocker, a: Point3, b: Point3): boolean {
  switch (blocker.kind) {
    case 'solid':
      return segmentInsideIntervals(a, b, blocker.footprint).some(([t0, t1]) => {
        const z0 = zAt(a, b, t0);
        const z1 = zAt(a, b, t1);
        return Math.min(z0, z1) < blocker.top - EPSILON && Math.max(z0, z1) > blocker.bottom + EPSILON;
      });
    case 'wall': {
      const t = segmentCrossing(a, b, blocker.a, blocker.b);
      if (t === null || t < EPSILON || t > 1 - EPSILON) return false;
      const z = zAt(a, b, t);
      return z < blocker.top - EPSILON && z > blocker.bottom + EPSILON;
    }
    case 'slab': {
      const lo = Math.min(a.z, b.z);
      const hi = Math.max(a.z, b.z);
      if (!(lo < blocker.z - EPSILON && hi > blocker.z + EPSILON)) return false;
      const t = (blocker.z - a.z) / (b.z - a.z);
      return pointInPolygon(lerp(a, b, t), blocker.footprint);
    }
  }
}

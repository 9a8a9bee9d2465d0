import { baseRadius } from '../geometry/base.js';
import type { Body } from '../geometry/body.js';
import { type Point, type Polygon, pointInPolygon, rectangle } from '../geometry/vec.js';
import { floorsOf, type TerrainPiece } from './terrain.js';

/** The battlefield: a 4' × 4' table (reference §11.2) and its terrain; positions are inches from the south-west corner. */
export interface Battlefield {
  width: number;
  depth: number;
  terrain: TerrainPiece[];
}

export const TABLE_SIZE = 48;

export function tableOutline(bf: Battlefield): Polygon {
  return rectangle(0, 0, bf.width, bf.depth);
}

export function pieceById(bf: Battlefield, id: string): TerrainPiece | undefined {
  return bf.terrain.find((p) => p.id === id);
}

/** The building whose footprint holds the point, if any. */
export function buildingAt(bf: Battlefield, p: Point): TerrainPiece | undefined {
  return bf.terrain.find((t) => t.kind === 'building' && pointInPolygon(p, t.footprint));
}

/** The hill whose footprint holds the point, if any (hills are flat-topped: house rule). */
export function hillAt(bf: Battlefield, p: Point): TerrainPiece | undefined {
  return bf.terrain.find((t) => t.kind === 'hill' && pointInPolygon(p, t.footprint));
}

/** Where a model stands: a floor of a building, or the ground (the top of a hill where there is one). */
export interface Footing {
  z: number;
  standsOn: string | null;
  floor: number | null;
}

/** The footing at `p` on floor `floor` (an index into the building's floors), or the ground. */
export function footingAt(bf: Battlefield, p: Point, floor: number | null = null): Footing | undefined {
  const building = buildingAt(bf, p);
  if (floor !== null && floor > 0) {
    const z = building ? floorsOf(building)[floor] : undefined;
    return building && z !== undefined ? { z, standsOn: building.id, floor } : undefined;
  }
  if (building) return { z: 0, standsOn: building.id, floor: 0 };
  const hill = hillAt(bf, p);
  return hill ? { z: hill.height, standsOn: hill.id, floor: null } : { z: 0, standsOn: null, floor: null };
}

/** True when a base of `mm` at `p` lies on the table. */
export function onTable(bf: Battlefield, p: Point, mm: number): boolean {
  const r = baseRadius(mm);
  return p.x >= r - 1e-9 && p.y >= r - 1e-9 && p.x <= bf.width - r + 1e-9 && p.y <= bf.depth - r + 1e-9;
}

export function bodyAt(p: Point, footing: Footing, baseMm: number): Body {
  return { position: p, z: footing.z, baseMm, standsOn: footing.standsOn };
}

import { distancePointPolygon, isPoint } from '../geometry/vec.js';
import type { Battlefield } from './battlefield.js';
import { TERRAIN_KINDS, type TerrainPiece } from './terrain.js';

export interface TableProblem {
  path: string;
  message: string;
}

/** Placement rules of the generic battlefield (reference §11.2). */
export const PLACEMENT = {
  buildingFromEdge: 8,
  buildingFromBuilding: 6,
  maxImpassable: 2,
} as const;

function polygonGap(a: TerrainPiece, b: TerrainPiece): number {
  return Math.min(
    ...a.footprint.map((p) => distancePointPolygon(p, b.footprint)),
    ...b.footprint.map((p) => distancePointPolygon(p, a.footprint)),
  );
}

/**
 * Checks a table someone supplied: every piece well formed and on the table, buildings at least 8" from
 * each edge and 6" from each other, at most two Impassable pieces. Every problem at once.
 */
export function tableProblems(bf: Battlefield): TableProblem[] {
  const out: TableProblem[] = [];
  const ids = new Set<string>();
  bf.terrain.forEach((t, i) => {
    const at = `terrain[${i}]`;
    if (typeof t.id !== 'string' || t.id === '')
      out.push({ path: `${at}.id`, message: 'a piece needs an id' });
    else if (ids.has(t.id)) out.push({ path: `${at}.id`, message: `two pieces share the id "${t.id}"` });
    ids.add(t.id);
    if (!(TERRAIN_KINDS as readonly string[]).includes(t.kind)) {
      out.push({ path: `${at}.kind`, message: `unknown kind "${t.kind}" (${TERRAIN_KINDS.join(', ')})` });
    }
    if (!Array.isArray(t.footprint) || t.footprint.length < 3 || !t.footprint.every(isPoint)) {
      out.push({ path: `${at}.footprint`, message: 'a footprint is a polygon of at least 3 points' });
      return;
    }
    if (t.footprint.some((p) => p.x < 0 || p.y < 0 || p.x > bf.width || p.y > bf.depth)) {
      out.push({ path: `${at}.footprint`, message: 'the piece must lie on the table' });
    }
    if (!Number.isFinite(t.height) || t.height < 0)
      out.push({ path: `${at}.height`, message: 'height must be 0 or more' });
    if (t.kind === 'building') {
      const floors = t.floors ?? [0];
      if (
        floors[0] !== 0 ||
        floors.some((z, j) => j > 0 && z <= floors[j - 1]!) ||
        floors.at(-1)! >= t.height
      ) {
        out.push({ path: `${at}.floors`, message: 'floors rise from 0 and stay below the height' });
      }
      const edge = Math.min(...t.footprint.flatMap((p) => [p.x, p.y, bf.width - p.x, bf.depth - p.y]));
      if (edge < PLACEMENT.buildingFromEdge - 1e-9) {
        out.push({
          path: `${at}.footprint`,
          message: `a building stands at least ${PLACEMENT.buildingFromEdge}" from every edge`,
        });
      }
      bf.terrain.slice(0, i).forEach((o, j) => {
        if (o.kind === 'building' && polygonGap(t, o) < PLACEMENT.buildingFromBuilding - 1e-9) {
          out.push({
            path: `${at}.footprint`,
            message: `buildings stand ${PLACEMENT.buildingFromBuilding}" apart (terrain[${j}])`,
          });
        }
      });
    }
    if (
      t.kind === 'trench' &&
      !(Array.isArray(t.parapets) && t.parapets.every((w) => w.length === 2 && w.every(isPoint)))
    ) {
      out.push({ path: `${at}.parapets`, message: 'a trench section lists its parapets as pairs of points' });
    }
  });
  if (bf.terrain.filter((t) => t.kind === 'impassable').length > PLACEMENT.maxImpassable) {
    out.push({ path: 'terrain', message: `at most ${PLACEMENT.maxImpassable} Impassable pieces per battle` });
  }
  return out;
}

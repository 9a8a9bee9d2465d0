import type { Dice } from '../dice/dice.js';
import { distancePointPolygon, orientedRectangle, type Point, rectangle } from '../geometry/vec.js';
import type { Battlefield } from './battlefield.js';
import { TableDice } from './dice-table.js';
import type { TerrainPiece } from './terrain.js';

/** House rule: pieces of a generated table keep 2" apart, so every base can pass between them. */
const GAP = 2;

export function gapBetween(a: readonly Point[], b: readonly Point[]): number {
  return Math.min(...a.map((p) => distancePointPolygon(p, b)), ...b.map((p) => distancePointPolygon(p, a)));
}

export function building(
  id: string,
  centre: Point,
  size: number,
  floors: number[],
  ladders: boolean,
  objective = false,
): TerrainPiece {
  return {
    id,
    kind: 'building',
    footprint: rectangle(centre.x - size / 2, centre.y - size / 2, size, size),
    height: floors.at(-1)! + 0.75,
    floors,
    ladders,
    ...(objective ? { objective: true } : {}),
  };
}

/** A 6" trench section along x, 2½" wide, with a 1" parapet on each long side. */
export function trenchSection(id: string, centre: Point, objective = false): TerrainPiece {
  const footprint = rectangle(centre.x - 3, centre.y - 1.25, 6, 2.5);
  const [sw, se, ne, nw] = footprint as [Point, Point, Point, Point];
  return {
    id,
    kind: 'trench',
    footprint,
    height: 1,
    parapets: [
      [sw, se],
      [nw, ne],
    ],
    ...(objective ? { objective: true } : {}),
  };
}

type Piece = Omit<TerrainPiece, 'id' | 'footprint'> & { w: number; d: number };

/** The generic pieces a player places (reference §11.2), one per face of a D6. */
const STANDARD_PIECES: readonly ((t: TableDice) => Piece)[] = [
  () => ({ kind: 'hill', height: 3, w: 8, d: 6 }),
  () => ({ kind: 'difficult', height: 0, w: 6, d: 4 }),
  (t) => ({ kind: 'dangerous', height: 0, w: 5, d: 3, ...(t.d6() >= 4 ? { difficult: true } : {}) }),
  () => ({ kind: 'impassable', height: 3, w: 4, d: 3 }),
  () => ({ kind: 'defended-obstacle', height: 1, w: 6, d: 0.5 }),
  () => ({ kind: 'trench', height: 1, w: 6, d: 2.5 }),
];

function fits(terrain: readonly TerrainPiece[], footprint: readonly Point[], gap: number): boolean {
  return (
    footprint.every((p) => p.x >= 1 && p.y >= 1 && p.x <= 47 && p.y <= 47) &&
    terrain.every((t) => gapBetween(t.footprint, footprint) >= gap)
  );
}

/** Places a piece at a random spot and angle that keeps its distance from the rest; null when 20 tries fail. */
function place(
  t: TableDice,
  terrain: TerrainPiece[],
  id: string,
  piece: Piece,
  area: [number, number, number, number],
): boolean {
  const { w, d, ...rest } = piece;
  for (let attempt = 0; attempt < 20; attempt++) {
    const centre = { x: t.between(area[0], area[2]), y: t.between(area[1], area[3]) };
    const angle = rest.kind === 'trench' ? 0 : (t.below(6) * Math.PI) / 6;
    const footprint = orientedRectangle(centre, w, d, angle);
    if (!fits(terrain, footprint, GAP)) continue;
    if (rest.kind === 'trench') {
      terrain.push({ ...trenchSection(id, centre) });
    } else {
      terrain.push({ ...rest, id, footprint } as TerrainPiece);
    }
    return true;
  }
  return false;
}

export interface GeneratedTable {
  battlefield: Battlefield;
  /** Every D6 rolled to make it, in order. */
  dice: number[];
}

/**
 * A default table made with the match's dice (so it is replayed and verified like any roll): the
 * scenario's own pieces, then three generic pieces per player (at most two Impassable), then six small
 * pieces of cover per player (reference §11.2).
 */
export function generateTable(fixed: TerrainPiece[], dice: Dice): GeneratedTable {
  const t = new TableDice(dice);
  const terrain = [...fixed];
  let impassable = 0;
  for (let n = 0; n < 6; n++) {
    let face = t.below(6);
    if (face === 3 && impassable >= 2) face = 1;
    if (face === 3) impassable++;
    place(t, terrain, `piece-${n + 1}`, STANDARD_PIECES[face]!(t), [6, 14, 42, 34]);
  }
  for (let n = 0; n < 12; n++) {
    const small: Piece = { kind: 'cover', height: 1, w: 2, d: 1 };
    place(t, terrain, `cover-${n + 1}`, small, [3, 3, 45, 45]);
  }
  return { battlefield: { width: 48, depth: 48, terrain }, dice: t.rolled };
}

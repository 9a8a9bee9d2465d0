import type { Point } from '../geometry/vec.js';

/** The kinds of terrain piece (reference §4.3 and §11.2; the seed's cover and defended obstacles). */
export const TERRAIN_KINDS = [
  'cover',
  'defended-obstacle',
  'difficult',
  'dangerous',
  'impassable',
  'building',
  'trench',
  'hill',
] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

/** What a kind of piece does; one record, read by sight, cover, melee and movement alike. */
export interface TerrainRules {
  /** How it blocks sight: a solid block, walls (buildings per floor, trench parapets) or not at all. */
  sight: 'solid' | 'walls' | 'none';
  /** A model whose base touches it and that it partly hides is in cover (seed, Enemy Behind Cover). */
  cover: boolean;
  /** Can be a Defended obstacle in melee: walls, ramparts, trenches; not bushes or low fences (seed). */
  defends: boolean;
  /** Movement across it: stepped over when at most 1" high, or costs double, or barred. */
  movement: 'obstacle' | 'difficult' | 'open' | 'impassable' | 'walk-in';
  /** Moving into it or starting an Activation in it takes an ACTION (reference §4.3). */
  dangerous: boolean;
}

export const TERRAIN_RULES: Readonly<Record<TerrainKind, TerrainRules>> = {
  cover: { sight: 'solid', cover: true, defends: false, movement: 'obstacle', dangerous: false },
  'defended-obstacle': { sight: 'solid', cover: true, defends: true, movement: 'obstacle', dangerous: false },
  difficult: { sight: 'none', cover: false, defends: false, movement: 'difficult', dangerous: false },
  dangerous: { sight: 'none', cover: false, defends: false, movement: 'open', dangerous: true },
  impassable: { sight: 'solid', cover: true, defends: false, movement: 'impassable', dangerous: false },
  building: { sight: 'walls', cover: true, defends: true, movement: 'walk-in', dangerous: false },
  trench: { sight: 'walls', cover: true, defends: true, movement: 'open', dangerous: false },
  hill: { sight: 'solid', cover: false, defends: false, movement: 'open', dangerous: false },
};

/**
 * A piece of terrain: a footprint on the table, a height in inches and a kind. Buildings are ruins with
 * floors to stand on; trench sections are channels between parapets.
 */
export interface TerrainPiece {
  id: string;
  kind: TerrainKind;
  footprint: Point[];
  /** Top of the piece above the table, inches. Buildings: the top floor plus its wall. */
  height: number;
  /** Buildings: heights models can stand at, the ground floor (0) first, ascending. */
  floors?: number[];
  /** Buildings: stairs or ladders join the floors, so climbing needs no ACTION. */
  ladders?: boolean;
  /** Trench sections: parapet walls, each `height` high. */
  parapets?: [Point, Point][];
  /** Dangerous terrain that is also Difficult (barbed wire, a minefield in rubble). */
  difficult?: boolean;
  /** Claim No Man's Land: this building is an objective. */
  objective?: boolean;
}

/** House rule: each floor of a ruin is ringed by a wall ¾" high (a model looks over it); the rest of the storey is open. */
export const BUILDING_WALL = 0.75;

/** Obstacles up to this height are stepped over at no cost (reference §4.3, Open). */
export const STEP_OVER = 1;

export function rulesOf(piece: TerrainPiece): TerrainRules {
  return TERRAIN_RULES[piece.kind];
}

export function isDifficult(piece: TerrainPiece): boolean {
  return (
    TERRAIN_RULES[piece.kind].movement === 'difficult' ||
    (piece.kind === 'dangerous' && piece.difficult === true)
  );
}

export function floorsOf(piece: TerrainPiece): number[] {
  return piece.kind === 'building' ? (piece.floors ?? [0]) : [];
}

import type { Side } from './types.js';

/**
 * Pitch geometry. x runs 0–25 along the pitch (the home end zone is x = 0, the away end zone x = 25),
 * y runs 0–14 across it. Wide zones are y 0–3 and y 11–14; the centre field is y 4–10.
 */
export const PITCH_WIDTH = 26;
export const PITCH_HEIGHT = 15;

export interface Square {
  readonly x: number;
  readonly y: number;
}

export const sq = (x: number, y: number): Square => ({ x, y });

export const onPitch = (x: number, y: number): boolean =>
  x >= 0 && x < PITCH_WIDTH && y >= 0 && y < PITCH_HEIGHT;

export const sameSquare = (a: Square, b: Square): boolean => a.x === b.x && a.y === b.y;

/** Chebyshev distance: the number of single-square steps between two squares. */
export const distance = (a: Square, b: Square): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

export const adjacent = (a: Square, b: Square): boolean => distance(a, b) === 1;

/** The eight direction vectors, clockwise from "up" (y − 1). */
export const DIRECTIONS: readonly Square[] = [
  { x: 0, y: -1 },
  { x: 1, y: -1 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: 0 },
  { x: -1, y: -1 },
];

/** On-pitch squares adjacent to `s`. */
export function neighbours(s: Square): Square[] {
  const out: Square[] = [];
  for (const d of DIRECTIONS) {
    const x = s.x + d.x;
    const y = s.y + d.y;
    if (onPitch(x, y)) out.push({ x, y });
  }
  return out;
}

export const isWideZone = (s: Square): boolean => s.y <= 3 || s.y >= 11;

/** The end zone a side defends (and the opponent scores in). */
export const endZoneX = (side: Side): number => (side === 'home' ? 0 : PITCH_WIDTH - 1);

/** The end zone a side scores in. */
export const scoringEndZoneX = (side: Side): number => (side === 'home' ? PITCH_WIDTH - 1 : 0);

/** The Line of Scrimmage column of a side's half. */
export const lineOfScrimmageX = (side: Side): number => (side === 'home' ? 12 : 13);

export const inHalf = (s: Square, side: Side): boolean => (side === 'home' ? s.x <= 12 : s.x >= 13);

export const isOnLineOfScrimmage = (s: Square, side: Side): boolean =>
  s.x === lineOfScrimmageX(side) && !isWideZone(s);

export const isCorner = (s: Square): boolean =>
  (s.x === 0 || s.x === PITCH_WIDTH - 1) && (s.y === 0 || s.y === PITCH_HEIGHT - 1);

export const squareKey = (s: Square): number => s.y * PITCH_WIDTH + s.x;

export const formatSquare = (s: Square): string => `(${s.x},${s.y})`;

import type { Square } from '../pitch.js';
import type { Side } from '../types.js';

/**
 * Ready-made legal set-ups, written for the home half (x 0–12, Line of Scrimmage x = 12) and mirrored for
 * away. Slots are filled in order, so any number of players from 1 to 11 gives a legal set-up: the
 * first three slots are on the Line of Scrimmage and no more than two slots sit in each wide zone.
 */
const HOME_FORMATIONS: Record<string, readonly Square[]> = {
  balanced: [
    { x: 12, y: 7 },
    { x: 12, y: 6 },
    { x: 12, y: 8 },
    { x: 10, y: 4 },
    { x: 10, y: 10 },
    { x: 9, y: 7 },
    { x: 10, y: 1 },
    { x: 10, y: 13 },
    { x: 7, y: 5 },
    { x: 7, y: 9 },
    { x: 4, y: 7 },
  ],
  defensive: [
    { x: 12, y: 6 },
    { x: 12, y: 7 },
    { x: 12, y: 8 },
    { x: 12, y: 5 },
    { x: 12, y: 9 },
    { x: 11, y: 3 },
    { x: 11, y: 11 },
    { x: 9, y: 6 },
    { x: 9, y: 8 },
    { x: 6, y: 7 },
    { x: 3, y: 7 },
  ],
};

export const FORMATION_NAMES = Object.keys(HOME_FORMATIONS);

export function formationSquares(name: string, side: Side): readonly Square[] | undefined {
  const slots = HOME_FORMATIONS[name];
  if (!slots) return undefined;
  return side === 'home' ? slots : slots.map((s) => ({ x: 25 - s.x, y: s.y }));
}

import { footingAt } from '../battlefield/battlefield.js';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { accident } from '../combat/injury-modifiers.js';
import { type Ctx, emit, push } from '../engine/context.js';
import { baseRadius } from '../geometry/base.js';
import {
  add,
  closestOnSegment,
  distance,
  edges,
  length,
  type Point,
  pointInPolygon,
  scale,
  sub,
} from '../geometry/vec.js';
import { hasAbility } from '../state/query.js';
import type { Model } from '../state/types.js';
import { type Place, standingProblem } from './path.js';

/** Falls of more than 2" take an injury roll, +1 DICE per full 3" fallen (reference §4.2). */
export const FALL = { injuryAbove: 2, perDice: 3 } as const;

export function fallDice(height: number): number {
  return Math.floor(height / FALL.perDice + 1e-9);
}

/**
 * A fall's injury roll (reference §4.2): when the drop is more than `safe` (2" falling, 3" jumping down),
 * +1 DICE per full 3"; Levitate takes none.
 */
export function hurtByFall(ctx: Ctx, m: Model, height: number, safe: number): boolean {
  emit(ctx, { type: 'fell', model: m.id, height });
  if (height <= safe + 1e-9 || hasAbility(m, 'levitate')) return false;
  push(ctx, { kind: 'injuries', requests: [accident(m.id, 'fall', fallDice(height))] });
  return true;
}

/** The nearest open ground outside a building's footprint next to `near`, where the model can stand. */
export function landingBelow(ctx: Ctx, m: Model, building: TerrainPiece, near: Point): Place | null {
  const r = baseRadius(m.baseMm);
  const candidates: Point[] = [];
  for (const [a, b] of edges(building.footprint)) {
    const c = closestOnSegment(near, a, b);
    const along = sub(b, a);
    const normal = scale({ x: along.y, y: -along.x }, 1 / (length(along) || 1));
    for (const k of [r + 0.05, r + 0.5, r + 1, r + 2]) {
      for (const sign of [1, -1]) {
        const p = add(c, scale(normal, sign * k));
        if (!pointInPolygon(p, building.footprint)) candidates.push(p);
      }
    }
  }
  candidates.sort((p, q) => distance(p, near) - distance(q, near));
  for (const p of candidates) {
    const footing = footingAt(ctx.s.battlefield, p);
    if (!footing || footing.standsOn === building.id) continue;
    const place = { position: p, ...footing };
    if (!standingProblem(ctx.s, m, place)) return place;
  }
  return null;
}

/**
 * Falling (reference §4.2): the model drops to the first space below; more than 2" means an injury roll
 * with +1 DICE per full 3" (Levitate: no roll). Returns false when there is nowhere to land.
 */
export function fallFrom(ctx: Ctx, m: Model, building: TerrainPiece, near: Point): boolean {
  const landing = landingBelow(ctx, m, building, near);
  if (!landing || !m.position) return false;
  const height = m.z - landing.z;
  const from = m.position;
  m.position = landing.position;
  m.z = landing.z;
  m.standsOn = landing.standsOn;
  m.floor = landing.floor;
  m.dugIn = false;
  emit(ctx, { type: 'moved', model: m.id, mode: 'fall', path: [from, landing.position], cost: 0, z: m.z });
  hurtByFall(ctx, m, height, FALL.injuryAbove);
  return true;
}

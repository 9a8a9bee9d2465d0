import { buildingAt, type Footing, footingAt, onTable } from '../battlefield/battlefield.js';
import { floorsOf, isDifficult, rulesOf, STEP_OVER, type TerrainPiece } from '../battlefield/terrain.js';
import { baseRadius } from '../geometry/base.js';
import { MELEE_RANGE } from '../geometry/distance.js';
import {
  distance,
  distancePointBoundary,
  distancePointPolygon,
  distancePointSegment,
  distanceSegmentPolygon,
  dot,
  EPSILON,
  isPoint,
  lerp,
  type Point,
  pointInPolygon,
  segmentInsideIntervals,
  sub,
} from '../geometry/vec.js';
import { enemiesOf, hasAbility } from '../state/query.js';
import type { Model, ModelId, TrenchState } from '../state/types.js';

/**
 * One step of a move as a command gives it: walk to a point on the level the model is on, climb to
 * another floor of the building it is in, jump down from a ledge to the ground, or jump a gap to a floor
 * of another building (reference §4.2).
 */
export type PathStep =
  | { kind: 'walk'; to: Point }
  | { kind: 'climb'; floor: number }
  | { kind: 'jump-down'; to: Point }
  | { kind: 'jump'; to: Point; floor: number };

export interface Place extends Footing {
  position: Point;
}

export interface Leg {
  step: PathStep;
  from: Place;
  to: Place;
  /** Movement it costs (Difficult Terrain counts double, climbing the height). */
  cost: number;
  /** Walk legs: cost factor along the leg, as [t0, t1, factor] pieces covering 0..1. */
  pieces: [number, number, number][];
  /** Climbing a sheer surface or jumping a gap is a RISKY ACTION. */
  risky: 'climb' | 'jump' | null;
  /** Dangerous pieces entered, with where (parameter t along the leg). */
  dangerous: { piece: string; t: number }[];
  /** Height jumped down (more than 3" means a fall's injury roll). */
  drop: number;
  /** Charges: the first non-target enemy passed within 1" of, and where. */
  interposed: { model: ModelId; t: number } | null;
}

export interface PathPlan {
  legs: Leg[];
  cost: number;
  end: Place;
}

export type PlanResult = { ok: true; plan: PathPlan } | { ok: false; code: string; message: string };

export interface MoveRules {
  mode: 'standard' | 'retreat' | 'charge';
  /** Enemies it was in melee with at the start of its Activation. */
  engagedAtStart: readonly ModelId[];
  /** Charge targets. */
  targets: readonly ModelId[];
}

/** Falls and jumps down: no injury roll up to 3" (reference §4.2). */
export const SAFE_DROP = 3;

export function placeOf(m: Model): Place {
  if (!m.position) throw new Error(`${m.id} is not on the table`);
  return { position: m.position, z: m.z, standsOn: m.standsOn, floor: m.floor };
}

const fail = (code: string, message: string): PlanResult => ({ ok: false, code, message });

/** Terrain a base cannot cross or stand on: Impassable pieces and obstacles too tall to step over. */
function barsMovement(piece: TerrainPiece): boolean {
  const move = rulesOf(piece).movement;
  return move === 'impassable' || (move === 'obstacle' && piece.height > STEP_OVER);
}

/** The parameter at which a point moving a→b first comes within `reach` of c, or null. */
export function firstWithin(a: Point, b: Point, c: Point, reach: number): number | null {
  const d = sub(b, a);
  const f = sub(a, c);
  const A = dot(d, d);
  const B = 2 * dot(f, d);
  const C = dot(f, f) - reach * reach;
  if (C <= 0) return 0;
  if (A === 0) return null;
  const disc = B * B - 4 * A * C;
  if (disc < 0) return null;
  const t = (-B - Math.sqrt(disc)) / (2 * A);
  return t >= 0 && t <= 1 ? t : null;
}

function mergeIntervals(list: [number, number][]): [number, number][] {
  const sorted = [...list].sort((p, q) => p[0] - q[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + EPSILON) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Cost pieces of a walk on the ground: Difficult Terrain costs 2" per inch (reference §4.3). */
function costPieces(s: TrenchState, m: Model, a: Point, b: Point): [number, number, number][] {
  if (hasAbility(m, 'loping-dash')) return [[0, 1, 1]];
  const inside = mergeIntervals(
    s.battlefield.terrain.filter(isDifficult).flatMap((p) => segmentInsideIntervals(a, b, p.footprint)),
  );
  const out: [number, number, number][] = [];
  let t = 0;
  for (const [t0, t1] of inside) {
    if (t0 > t) out.push([t, t0, 1]);
    out.push([t0, t1, 2]);
    t = t1;
  }
  if (t < 1) out.push([t, 1, 1]);
  return out;
}

export function piecesCost(pieces: readonly [number, number, number][], len: number): number {
  return pieces.reduce((n, [t0, t1, f]) => n + (t1 - t0) * len * f, 0);
}

/** Where a model may stand: on the table, clear of barring terrain, walls and other models. */
export function standingProblem(s: TrenchState, m: Model, at: Place): string | null {
  const r = baseRadius(m.baseMm);
  if (!onTable(s.battlefield, at.position, m.baseMm)) return 'the base would leave the table';
  for (const piece of s.battlefield.terrain) {
    const rules = rulesOf(piece);
    if (barsMovement(piece) || rules.movement === 'obstacle') {
      if (distancePointPolygon(at.position, piece.footprint) < r - EPSILON)
        return `the base would stand on ${piece.id}`;
    }
    if (piece.kind === 'building' && distancePointBoundary(at.position, piece.footprint) < r - EPSILON) {
      return `the base would straddle the wall of ${piece.id}`;
    }
    if (
      piece.kind === 'trench' &&
      (piece.parapets ?? []).some(([p, q]) => distancePointSegment(at.position, p, q) < r - EPSILON)
    ) {
      return `the base would stand on the parapet of ${piece.id}`;
    }
  }
  for (const o of Object.values(s.models)) {
    if (o.id === m.id || !o.position || (o.status !== 'standing' && o.status !== 'down')) continue;
    if (Math.abs(o.z - at.z) > 1) continue;
    if (distance(o.position, at.position) < r + baseRadius(o.baseMm) - EPSILON)
      return `the base would overlap ${o.name}`;
  }
  return null;
}

interface WalkCheck {
  rules: MoveRules;
}

function walkProblem(
  s: TrenchState,
  m: Model,
  a: Place,
  b: Point,
  check: WalkCheck,
): { code: string; message: string } | null {
  const r = baseRadius(m.baseMm);
  for (const piece of s.battlefield.terrain) {
    if (barsMovement(piece) && distanceSegmentPolygon(a.position, b, piece.footprint) < r - EPSILON) {
      return { code: 'blocked-by-terrain', message: `the way is barred by ${piece.id}` };
    }
  }
  for (const e of enemiesOf(s, m)) {
    if (!e.position || Math.abs(e.z - a.z) > 1) continue;
    const reach = r + baseRadius(e.baseMm);
    if (distancePointSegment(e.position, a.position, b) < reach - EPSILON) {
      return { code: 'through-enemy', message: `a model cannot move through ${e.name}` };
    }
    const started = check.rules.engagedAtStart.includes(e.id);
    const target = check.rules.targets.includes(e.id);
    const near = distancePointSegment(e.position, a.position, b) <= reach + MELEE_RANGE + EPSILON;
    const endNear = distance(e.position, b) <= reach + MELEE_RANGE + EPSILON;
    if (check.rules.mode === 'standard' && started && !endNear) {
      return {
        code: 'leaves-melee',
        message: `a Standard Move in melee must stay within 1" of ${e.name}; Retreat to leave`,
      };
    }
    if (check.rules.mode !== 'charge' && near && !started) {
      return { code: 'enters-melee', message: `only a Charge may move within 1" of ${e.name}` };
    }
    if (check.rules.mode === 'charge' && target) continue;
  }
  return null;
}

function walkLeg(
  s: TrenchState,
  m: Model,
  from: Place,
  to: Point,
  rules: MoveRules,
  step: PathStep,
): Leg | PlanResult {
  if (from.floor !== null && from.floor > 0) {
    const b = buildingAt(s.battlefield, from.position);
    if (!b || !pointInPolygon(to, b.footprint)) {
      return fail(
        'leaves-floor',
        'a model on an upper floor walks only within its building; jump down to leave it',
      );
    }
  }
  const problem = walkProblem(s, m, from, to, { rules });
  if (problem) return { ok: false, ...problem };
  const footing =
    from.floor !== null && from.floor > 0
      ? footingAt(s.battlefield, to, from.floor)
      : footingAt(s.battlefield, to);
  if (!footing) return fail('bad-step', 'there is nowhere to stand there');
  const end: Place = { position: to, ...footing };
  const pieces =
    from.floor !== null && from.floor > 0
      ? ([[0, 1, 1]] as [number, number, number][])
      : costPieces(s, m, from.position, to);
  const len = distance(from.position, to);
  const dangerous = s.battlefield.terrain
    .filter((p) => rulesOf(p).dangerous && !hasAbility(m, 'levitate'))
    .flatMap((p) => {
      const first = segmentInsideIntervals(from.position, to, p.footprint)[0];
      return first && first[0] > EPSILON ? [{ piece: p.id, t: first[0] }] : [];
    })
    .sort((p, q) => p.t - q.t);
  let interposed: Leg['interposed'] = null;
  if (rules.mode === 'charge') {
    const r = baseRadius(m.baseMm);
    for (const e of enemiesOf(s, m)) {
      if (!e.position || rules.targets.includes(e.id) || Math.abs(e.z - from.z) > 1) continue;
      const t = firstWithin(from.position, to, e.position, r + baseRadius(e.baseMm) + MELEE_RANGE);
      if (t !== null && (!interposed || t < interposed.t)) interposed = { model: e.id, t };
    }
  }
  return {
    step,
    from,
    to: end,
    cost: piecesCost(pieces, len),
    pieces,
    risky: null,
    dangerous,
    drop: 0,
    interposed,
  };
}

/**
 * Checks a move step by step against the movement rules (reference §4) and measures it exactly: Difficult
 * Terrain at double cost, climbing at the height climbed, jumps at their length. Nothing rolls here.
 */
export function planPath(s: TrenchState, m: Model, steps: readonly PathStep[], rules: MoveRules): PlanResult {
  if (!Array.isArray(steps) || steps.length === 0) return fail('bad-step', 'a move needs at least one step');
  let here = placeOf(m);
  const legs: Leg[] = [];
  for (const [i, step] of steps.entries()) {
    const leg = legFor(s, m, here, step, rules);
    if ('ok' in leg) return leg.ok ? leg : fail(leg.code, `step ${i + 1}: ${leg.message}`);
    legs.push(leg);
    here = leg.to;
    if (leg.interposed) break;
  }
  const standing = standingProblem(s, m, here);
  if (standing && !legs.at(-1)?.interposed) return fail('cannot-stand-there', standing);
  return { ok: true, plan: { legs, cost: legs.reduce((n, l) => n + l.cost, 0), end: here } };
}

function legFor(s: TrenchState, m: Model, here: Place, step: PathStep, rules: MoveRules): Leg | PlanResult {
  const base = { pieces: [] as [number, number, number][], dangerous: [], drop: 0, interposed: null };
  switch (step?.kind) {
    case 'walk':
      if (!isPoint(step.to)) return fail('bad-step', 'a walk goes to a point {x, y}');
      return walkLeg(s, m, here, step.to, rules, step);
    case 'climb': {
      const b = buildingAt(s.battlefield, here.position);
      const floors = b ? floorsOf(b) : [];
      const z = floors[step.floor];
      if (!b || z === undefined || !Number.isInteger(step.floor))
        return fail('no-such-floor', 'climb to a floor of the building the model is in');
      if (step.floor === (here.floor ?? 0))
        return fail('no-such-floor', 'the model is already on that floor');
      const to: Place = { position: here.position, z, standsOn: b.id, floor: step.floor };
      const free = b.ladders === true || (hasAbility(m, 'levitate') && z > here.z);
      return { ...base, step, from: here, to, cost: Math.abs(z - here.z), risky: free ? null : 'climb' };
    }
    case 'jump-down': {
      if (!isPoint(step.to)) return fail('bad-step', 'a jump down lands on a point {x, y}');
      const b = here.standsOn ? buildingAt(s.battlefield, here.position) : undefined;
      if (!b || !here.floor) return fail('not-on-a-ledge', 'only a model on an upper floor can jump down');
      if (pointInPolygon(step.to, b.footprint))
        return fail('bad-step', 'a jump down lands outside the building');
      const landing = footingAt(s.battlefield, step.to);
      if (!landing || (landing.standsOn !== null && buildingAt(s.battlefield, step.to)))
        return fail('bad-step', 'land on open ground');
      const problem = walkProblem(s, m, here, step.to, { rules });
      if (problem) return { ok: false, ...problem };
      const len = distance(here.position, step.to);
      return {
        ...base,
        step,
        from: here,
        to: { position: step.to, ...landing },
        cost: len,
        pieces: [[0, 1, 1]],
        risky: null,
        drop: here.z - landing.z,
      };
    }
    case 'jump': {
      if (!isPoint(step.to)) return fail('bad-step', 'a jump lands on a point {x, y}');
      const from = here.floor ? buildingAt(s.battlefield, here.position) : undefined;
      const onto = buildingAt(s.battlefield, step.to);
      const z = onto ? floorsOf(onto)[step.floor] : undefined;
      if (!from || !onto || onto.id === from.id || z === undefined || step.floor === 0) {
        return fail('bad-step', 'jump from an upper floor to an upper floor of another building');
      }
      const outside =
        1 -
        segmentInsideIntervals(here.position, step.to, from.footprint)
          .concat(segmentInsideIntervals(here.position, step.to, onto.footprint))
          .reduce((n, [a, b]) => n + b - a, 0);
      const len = distance(here.position, step.to);
      if (outside * len > m.movement / 2 + EPSILON)
        return fail('jump-too-far', `a gap may be at most half the model's Movement (${m.movement / 2}")`);
      if (z > here.z + 1 + EPSILON) return fail('jump-too-high', 'a jump lands at most 1" higher');
      const problem = walkProblem(s, m, here, step.to, { rules });
      if (problem) return { ok: false, ...problem };
      const climb = z - here.z >= 0.5 ? 1 : 0;
      return {
        ...base,
        step,
        from: here,
        to: { position: step.to, z, standsOn: onto.id, floor: step.floor },
        cost: len + climb,
        pieces: [[0, 1, 1]],
        risky: 'jump',
        drop: Math.max(0, here.z - z),
      };
    }
    default:
      return fail('bad-step', 'a step is walk, climb, jump-down or jump');
  }
}

/** The point reached after spending `budget` inches along a walk leg, with its parameter. */
export function partialWalk(leg: Leg, budget: number): { t: number; position: Point } {
  const len = distance(leg.from.position, leg.to.position);
  let left = budget;
  for (const [t0, t1, f] of leg.pieces) {
    const cost = (t1 - t0) * len * f;
    if (cost >= left - EPSILON) {
      const t = t0 + (len > 0 ? left / (len * f) : 0);
      return { t, position: lerp(leg.from.position, leg.to.position, Math.min(t, t1)) };
    }
    left -= cost;
  }
  return { t: 1, position: leg.to.position };
}

import { distance, type Point } from '../geometry/vec.js';
import { enemiesOf, model } from '../state/query.js';
import type { TrenchState } from '../state/types.js';
import { MAX_CHARGE, movementOf } from './charge.js';
import { type MoveRules, type PathStep, planPath } from './path.js';

/** Grid spacing of the reachable area, inches. */
export const REACH_CELL = 0.5;

export type ReachMode = 'move' | 'dash' | 'retreat' | 'charge';

export interface ReachableArea {
  cell: number;
  /** Inches the move may cost (a Charge: its largest possible roll, at most 12"). */
  allowance: number;
  /** Grid points the model's centre can reach, each with the cost of getting there. */
  points: { at: Point; cost: number }[];
  /** Predecessor of each point (index into points), -1 for the start. */
  from: number[];
}

function rulesFor(s: TrenchState, id: string, mode: ReachMode): MoveRules {
  const m = model(s, id);
  const engaged =
    s.activation?.model === id
      ? enemiesOf(s, m).filter((e) => s.activation!.startedInMelee.includes(e.id))
      : [];
  if (mode === 'charge')
    return { mode: 'charge', engagedAtStart: [], targets: enemiesOf(s, m).map((e) => e.id) };
  return {
    mode: mode === 'retreat' ? 'retreat' : 'standard',
    engagedAtStart: engaged.map((e) => e.id),
    targets: [],
  };
}

/**
 * The area a move, dash, retreat or charge can reach, on a ½" grid: a search over grid steps, each step
 * checked and measured by `planPath`, the same code that judges a move command. Every point listed is
 * reachable by `pathTo`'s path; being a grid, it can miss a sliver at the edge that a straighter path would
 * reach. Ground-level walking only (climbs and jumps are steps the player adds).
 */
export function reachableArea(s: TrenchState, id: string, mode: ReachMode): ReachableArea {
  const m = model(s, id);
  if (!m.position) return { cell: REACH_CELL, allowance: 0, points: [], from: [] };
  const allowance = mode === 'charge' ? Math.min(MAX_CHARGE, movementOf({ s }, m) + 6) : movementOf({ s }, m);
  const rules = rulesFor(s, id, mode);
  const start = m.position;
  const key = (p: Point) => `${Math.round(p.x / REACH_CELL)},${Math.round(p.y / REACH_CELL)}`;
  const points: { at: Point; cost: number }[] = [{ at: start, cost: 0 }];
  const from = [-1];
  const index = new Map<string, number>([[key(start), 0]]);
  const done = new Set<number>();
  const snap = (v: number) => Math.round(v / REACH_CELL) * REACH_CELL;
  for (;;) {
    let best = -1;
    for (let i = 0; i < points.length; i++)
      if (!done.has(i) && (best < 0 || points[i]!.cost < points[best]!.cost)) best = i;
    if (best < 0) break;
    done.add(best);
    const here = points[best]!;
    const ghost = { ...m, position: here.at };
    const sx = best === 0 ? snap(here.at.x) : here.at.x;
    const sy = best === 0 ? snap(here.at.y) : here.at.y;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const) {
      const to = { x: sx + dx * REACH_CELL, y: sy + dy * REACH_CELL };
      if (distance(start, to) > allowance + REACH_CELL) continue;
      const step: PathStep[] = [{ kind: 'walk', to }];
      const plan = planPath({ ...s, models: { ...s.models, [id]: ghost } }, ghost, step, rules);
      if (!plan.ok || plan.plan.legs[0]?.interposed) continue;
      const cost = here.cost + plan.plan.cost;
      if (cost > allowance + 1e-9) continue;
      const k = key(to);
      const known = index.get(k);
      if (known === undefined) {
        index.set(k, points.length);
        points.push({ at: to, cost });
        from.push(best);
      } else if (!done.has(known) && cost < points[known]!.cost - 1e-9) {
        points[known] = { at: to, cost };
        from[known] = best;
      }
    }
  }
  return { cell: REACH_CELL, allowance, points, from };
}

/** The path to a point of the area: its grid steps, shortened wherever a straight walk is as legal. */
export function pathTo(
  s: TrenchState,
  id: string,
  area: ReachableArea,
  point: number,
  mode: ReachMode,
): PathStep[] {
  const chain: Point[] = [];
  for (let i = point; i > 0; i = area.from[i]!) chain.unshift(area.points[i]!.at);
  const rules = rulesFor(s, id, mode);
  const m = model(s, id);
  const out: Point[] = [];
  let from = 0;
  while (from < chain.length) {
    let to = chain.length - 1;
    for (; to > from; to--) {
      const steps = [...out, chain[to]!].map((p) => ({ kind: 'walk' as const, to: p }));
      const plan = planPath(s, m, steps, rules);
      if (plan.ok && plan.plan.cost <= area.points[point]!.cost + 1e-9) break;
    }
    out.push(chain[to]!);
    from = to + 1;
  }
  return out.map((p) => ({ kind: 'walk', to: p }));
}

/**
 * The planned path of a move (issue 21 item 5), rebuilt from the engine's `reachableSquares`, which gives each
 * square's best chance and the movement it uses but not the path itself (and keeps one entry per square, so
 * the path cannot be read back from it).
 * TODO(engine path): `planPath` uses the engine's own path when `reachableSquares` returns one (`path`);
 * delete the reconstruction below once every engine the screen runs against does. The screen only reads
 * `PathStep[]`.
 */
import { type MatchState, markerCount, type Side, type Square } from '@dugout/rules';
import type { ReachableSquare } from '@dugout/rules/odds';

export type StepKind = 'safe' | 'dodge' | 'rush' | 'dodge-rush';

export interface PathStep {
  square: Square;
  kind: StepKind;
  /** A Dodge's opposing Tackle Zones on the square entered: the ones its modifier counts (0 otherwise). */
  zones: number;
}

const key = (x: number, y: number) => `${x},${y}`;

// Rough weights of a step's risk, only to choose among paths: a Dodge is riskier than a Rush (2+).
const DODGE_RISK = 3;
const RUSH_RISK = 1;
const STEP = 0.001;

/**
 * The steps from the player's square to `target` (the target included, the start not): of the paths over
 * squares the engine lists as reachable, within the movement the engine's likeliest way there uses, the
 * one with the fewest Dodges, then Rushes, then steps. `maLeft` is the movement left before a Rush is
 * needed. Null when the target is not reachable. The chance the screen shows is the engine's, not this.
 */
export function planPath(
  s: MatchState,
  team: Side,
  from: Square,
  reach: readonly ReachableSquare[],
  target: Square,
  maLeft: number,
): PathStep[] | null {
  const free = new Set(reach.map((r) => key(r.x, r.y)));
  const end = reach.find((r) => r.x === target.x && r.y === target.y);
  if (!end || end.probability <= 0) return null;
  if (target.x === from.x && target.y === from.y) return [];
  const isMarked = (sq: Square) => markerCount(s, sq, team) > 0;
  const kinds = (squares: readonly Square[]): PathStep[] => {
    let prev = from;
    return squares.map((sq, i) => {
      const dodge = isMarked(prev);
      const rush = i >= maLeft;
      prev = sq;
      return {
        square: { x: sq.x, y: sq.y },
        kind: dodge ? (rush ? 'dodge-rush' : 'dodge') : rush ? 'rush' : 'safe',
        zones: dodge ? markerCount(s, sq, team) : 0,
      };
    });
  };
  // The engine's own path, where its `reachableSquares` gives one (the rest of this function is the stand-in).
  const enginePath = (end as { path?: unknown }).path;
  if (Array.isArray(enginePath) && enginePath.length > 0) return kinds(enginePath as Square[]);
  // Layer by layer (k steps taken): the cheapest way to each square, and where it came from.
  type Node = { cost: number; sq: Square; prev: Node | null };
  let layer = new Map<string, Node>([[key(from.x, from.y), { cost: 0, sq: from, prev: null }]]);
  let best: Node | null = null;
  for (let k = 0; k < end.moves && layer.size > 0; k++) {
    const next = new Map<string, Node>();
    for (const node of layer.values()) {
      const risk = (isMarked(node.sq) ? DODGE_RISK : 0) + (k >= maLeft ? RUSH_RISK : 0) + STEP;
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const sq = { x: node.sq.x + dx, y: node.sq.y + dy };
          const kk = key(sq.x, sq.y);
          if ((dx === 0 && dy === 0) || !free.has(kk) || (sq.x === from.x && sq.y === from.y)) continue;
          const cost = node.cost + risk;
          const seen = next.get(kk);
          if (!seen || cost < seen.cost) next.set(kk, { cost, sq, prev: node });
        }
    }
    const arrived = next.get(key(target.x, target.y));
    if (arrived && (!best || arrived.cost < best.cost)) best = arrived;
    next.delete(key(target.x, target.y));
    layer = next;
  }
  if (!best) return null;
  const squares: Square[] = [];
  for (let n: Node | null = best; n?.prev; n = n.prev) squares.unshift(n.sq);
  return kinds(squares);
}

/** How many opposing Tackle Zones cover each square of the pitch, for a player of `team` (0 left out). */
export function tackleZones(s: MatchState, team: Side): { square: Square; count: number }[] {
  const out: { square: Square; count: number }[] = [];
  for (let y = 0; y < 15; y++)
    for (let x = 0; x < 26; x++) {
      const count = markerCount(s, { x, y }, team);
      if (count > 0) out.push({ square: { x, y }, count });
    }
  return out;
}

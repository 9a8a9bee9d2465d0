/**
 * The planned path of a move (issue 21 item 5), rebuilt from the engine's `reachableSquares`, which gives each
 * square's best chance and the movement it uses but not the path itself.
 * TODO(engine path): replace `planPath` by the engine's own path once `reachableSquares` returns it; the rest
 * of the screen only reads `PathStep[]`.
 */
import { type MatchState, markerCount, type ReachableSquare, type Side, type Square } from '@dugout/rules';

export type StepKind = 'safe' | 'dodge' | 'rush' | 'dodge-rush';

export interface PathStep {
  square: Square;
  kind: StepKind;
}

const key = (x: number, y: number) => `${x},${y}`;

/**
 * The steps from the player's square to `target` (the target included, the start not), walking back from
 * the target one movement point at a time.
 * `maLeft` is the movement left before a Rush is needed. Null when the target is not reachable.
 */
export function planPath(
  s: MatchState,
  team: Side,
  from: Square,
  reach: readonly ReachableSquare[],
  target: Square,
  maLeft: number,
): PathStep[] | null {
  const at = new Map(reach.map((r) => [key(r.x, r.y), r]));
  const end = at.get(key(target.x, target.y));
  if (!end || end.probability <= 0) return null;
  if (target.x === from.x && target.y === from.y) return [];
  const squares: Square[] = [{ x: target.x, y: target.y }];
  // The engine keeps one entry per square (its likeliest way there), so a square on the path may be listed
  // with more movement than the path spends reaching it: a neighbour is a candidate when its distance from
  // the start leaves it reachable with the movement points left.
  const near = (a: Square, b: Square) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
  let here: Square = target;
  for (let budget = end.moves - 1; budget > 0 && near(here, from) > 1; budget--) {
    let best: ReachableSquare | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    const chance = at.get(key(here.x, here.y))?.probability ?? 0;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const n = dx === 0 && dy === 0 ? undefined : at.get(key(here.x + dx, here.y + dy));
        if (!n || (n.x === from.x && n.y === from.y) || near(n, from) > budget) continue;
        // Prefer a step left with no roll (the same chance as the square after it), then the likeliest.
        const score = (Math.abs(n.probability - chance) < 1e-9 ? 2 : 0) + n.probability;
        if (score > bestScore) {
          best = n;
          bestScore = score;
        }
      }
    if (!best) break;
    squares.unshift({ x: best.x, y: best.y });
    here = best;
  }
  let prev = from;
  return squares.map((sq, i) => {
    const dodge = markerCount(s, prev, team) > 0;
    const rush = i >= maLeft;
    prev = sq;
    return { square: sq, kind: dodge ? (rush ? 'dodge-rush' : 'dodge') : rush ? 'rush' : 'safe' };
  });
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

/**
 * The planned path of a move (issue 21 item 5), rebuilt from the engine's `reachableSquares`, which gives each
 * square's best chance and the movement it uses but not the path itself.
 * TODO(engine path): replace `planPath` by the engine's own path once `reachableSquares` returns it; the rest
 * of the screen only reads `PathStep[]`.
 */
import { markerCount, type MatchState, type ReachableSquare, type Side, type Square } from '@dugout/rules';

export type StepKind = 'safe' | 'dodge' | 'rush' | 'dodge-rush';

export interface PathStep {
  square: Square;
  kind: StepKind;
}

const key = (x: number, y: number) => `${x},${y}`;

/**
 * The steps from the player's square to `target` (the target included, the start not): walking back from the
 * target, each step comes from a neighbour reached with one movement point less: one with the same chance
 * (a step with no roll) when there is one, else the likeliest.
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
  const squares: Square[] = [{ x: target.x, y: target.y }];
  let here = end;
  while (here.moves > 0 && !(here.x === from.x && here.y === from.y)) {
    let best: ReachableSquare | null = null;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        if (dx === 0 && dy === 0) continue;
        const n = at.get(key(here.x + dx, here.y + dy));
        if (!n || n.moves !== here.moves - 1 || n.probability < here.probability - 1e-9) continue;
        // A neighbour with the same chance was left by a step with no roll: that is the best path's step.
        const same = Math.abs(n.probability - here.probability) < 1e-9;
        const bestSame = best !== null && Math.abs(best.probability - here.probability) < 1e-9;
        if (!best || (same && !bestSame) || (same === bestSame && n.probability > best.probability)) best = n;
      }
    // A square reached only by a Jump (two squares away) has no one-step predecessor: show it alone.
    if (!best) break;
    if (best.x === from.x && best.y === from.y) break;
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

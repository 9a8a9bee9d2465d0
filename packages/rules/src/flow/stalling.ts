import { movementAllowance } from '../actions/move.js';
import { DIRECTIONS, onPitch, type Square, scoringEndZoneX } from '../pitch.js';
import { hasHook } from '../skills/registry.js';
import { hasBall, isEmpty, markerCount } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';

/**
 * Could this ball carrier score without rolling any dice (§3.9)? No activation-trait roll, not Marked,
 * and a path within its MA (no Rush) to the end zone through squares no opponent Marks.
 */
export function couldScoreWithoutDice(s: MatchState, p: PlayerState): boolean {
  if (p.at === null || p.status !== 'standing' || !hasBall(s, p)) return false;
  if (hasHook(s, p, (d) => d.activationRoll !== undefined)) return false;
  if (markerCount(s, p.at, p.team) > 0) return false;
  const goal = scoringEndZoneX(p.team);
  const ma = movementAllowance(p);
  if (Math.abs(goal - p.at.x) > ma) return false;
  let frontier: Square[] = [p.at];
  const seen = new Set<number>([p.at.y * 26 + p.at.x]);
  for (let step = 0; step < ma; step++) {
    const next: Square[] = [];
    for (const at of frontier) {
      for (const d of DIRECTIONS) {
        const x = at.x + d.x;
        const y = at.y + d.y;
        const key = y * 26 + x;
        if (!onPitch(x, y) || seen.has(key) || !isEmpty(s, x, y)) continue;
        seen.add(key);
        const sq = { x, y };
        if (x === goal) return true;
        if (markerCount(s, sq, p.team) > 0) continue;
        next.push(sq);
      }
    }
    frontier = next;
  }
  return false;
}

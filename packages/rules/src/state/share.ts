import type { MatchState } from './types.js';

/**
 * Whether `a` and `b` hold the same plain data: identical, or records (arrays) whose members are, key for
 * key, down to `depth` levels (a player's square or uses are often rebuilt with the same values).
 */
function same(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (depth === 0 || a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const key in x) {
    if (!same(x[key], y[key], depth - 1)) return false;
    count++;
  }
  for (const _ in y) count--;
  return count === 0;
}

const DEPTH = 4;

/**
 * `after` with every player, team and the turn state that a command left as they were in `before` replaced
 * by `before`'s own object, and the players array too when no player changed. Values are unchanged; only
 * identity is shared, so whoever compares or hashes states by identity (view patches, hash memos) skips
 * what did not change. `apply` copies every player, so without this nothing would be shared. Both states
 * are never modified in place afterwards (the next `apply` copies again); `after` is changed here.
 */
export function shareUnchanged(before: MatchState, after: MatchState): MatchState {
  const was = before.players;
  const now = after.players;
  if (was.length === now.length) {
    let all = true;
    for (let i = 0; i < now.length; i++) {
      const p = now[i]!;
      const q = was[i]!;
      if (p === q) continue;
      if (same(q, p, DEPTH)) now[i] = q;
      else all = false;
    }
    if (all) after.players = was;
  }
  for (const side of ['home', 'away'] as const) {
    if (same(before.teams[side], after.teams[side], DEPTH)) after.teams[side] = before.teams[side];
  }
  if (after.teams.home === before.teams.home && after.teams.away === before.teams.away)
    after.teams = before.teams;
  if (after.turnState && before.turnState && same(before.turnState, after.turnState, DEPTH))
    after.turnState = before.turnState;
  return after;
}

import { sumHook } from '../../skills/registry.js';
import type { MatchState } from '../../state/types.js';
import type { Side } from '../../types.js';

/** A team's fans as the kick-off table reads them: its FAME (or Fan Factor) and its Fan Favourites on the pitch. */
export function kickOffFans(s: MatchState, side: Side): number {
  let favourites = 0;
  for (const p of s.players)
    if (p.team === side && p.at !== null) favourites += sumHook(s, p, (d) => d.kickOffFans);
  return s.teams[side].fanFactor + favourites;
}

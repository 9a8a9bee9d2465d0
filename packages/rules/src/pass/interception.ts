import type { Square } from '../pitch.js';
import { hasHook } from '../skills/registry.js';
import { hasTackleZone } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { underRuler } from './ruler.js';

/**
 * Opponents who may try to intercept a pass from `from` to `to` (§3.7): Standing, with a Tackle Zone, in
 * a square under the ruler (see `underRuler`). Cloud Burster passes cannot be intercepted except by a
 * player with Very Long Legs.
 */
export function interceptors(s: MatchState, thrower: PlayerState, from: Square, to: Square): PlayerState[] {
  const cloud = hasHook(s, thrower, (d) => d.uninterceptablePasses === true);
  return s.players.filter(
    (o) =>
      o.team !== thrower.team &&
      hasTackleZone(o) &&
      !hasHook(s, o, (d) => d.noBall === true) &&
      underRuler(from, to, o.at as Square) &&
      (!cloud || hasHook(s, o, (d) => d.interceptsAnyPass === true)),
  );
}

import { adjacent, type Square, sameSquare } from '../pitch.js';
import { hasTackleZone } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';

const PREFIX = 'chomped:';

/**
 * Usage key recording a Chomp (Monstrous Mouth): `chomped:<chomper id>:<x>,<y>` with the chomper's
 * square when it chomped. A chomper that moved on no longer holds its victim, even if it comes back.
 */
export const chompKey = (chomper: PlayerState): string =>
  `${PREFIX}${chomper.id}:${chomper.at?.x ?? -1},${chomper.at?.y ?? -1}`;

function holds(s: MatchState, p: PlayerState, key: string): boolean {
  if (p.at === null || !key.startsWith(PREFIX)) return false;
  const [id, square] = key.slice(PREFIX.length).split(':');
  const c = s.players.find((o) => o.id === id);
  if (!c || c.at === null || !hasTackleZone(c) || !adjacent(c.at, p.at)) return false;
  if (square === undefined) return true;
  const [x, y] = square.split(',').map(Number);
  return sameSquare(c.at, { x: x ?? -1, y: y ?? -1 } as Square);
}

/**
 * A Chomped player cannot leave its square (not even when pushed) while the chomper still Marks it from
 * the square it chomped from.
 */
export function isChomped(s: MatchState, p: PlayerState): boolean {
  if (p.at === null || p.used.length === 0) return false;
  return p.used.some((key) => holds(s, p, key));
}

/**
 * Drops the Chomp records that no longer hold (the chomper stopped Marking its victim: it moved, went
 * down, or the victim was moved), so a chomper that stands up or comes back does not chomp again for free.
 */
export function releaseStaleChomps(s: MatchState): void {
  for (const p of s.players) {
    if (!p.used.some((k) => k.startsWith(PREFIX))) continue;
    p.used = p.used.filter((k) => !k.startsWith(PREFIX) || holds(s, p, k));
  }
}

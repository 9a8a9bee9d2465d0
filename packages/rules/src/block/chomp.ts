import { adjacent } from '../pitch.js';
import { hasTackleZone } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';

/** Usage key recording who Chomped a player (Monstrous Mouth): `chomped:<chomper id>`. */
export const chompKey = (chomper: PlayerState): string => `chomped:${chomper.id}`;

/** A Chomped player cannot leave its square while the chomper still Marks it. */
export function isChomped(s: MatchState, p: PlayerState): boolean {
  if (p.at === null || p.used.length === 0) return false;
  for (const key of p.used) {
    if (!key.startsWith('chomped:')) continue;
    const id = key.slice('chomped:'.length);
    const c = s.players.find((o) => o.id === id);
    if (c && hasTackleZone(c) && adjacent(c.at as NonNullable<typeof c.at>, p.at)) return true;
  }
  return false;
}

/** Drops the Chomp records that no longer hold (the chomper stopped Marking its victim). */
export function releaseStaleChomps(s: MatchState): void {
  for (const p of s.players) {
    if (!p.used.some((k) => k.startsWith('chomped:'))) continue;
    if (!isChomped(s, p)) p.used = p.used.filter((k) => !k.startsWith('chomped:'));
  }
}

import { adjacent } from '../pitch.js';
import { getPlayer } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import { blocksAgain } from './hooks.js';

/** Who a player can block, and whether it must block again. */

/** Standing opponents a player Marks: the legal targets of its block. */
export function blockTargets(s: MatchState, p: PlayerState): PlayerState[] {
  if (p.at === null || p.status !== 'standing' || p.distracted) return [];
  const at = p.at;
  return s.players.filter(
    (o) => o.team !== p.team && o.at !== null && o.status === 'standing' && adjacent(o.at, at),
  );
}

/** Whether the player Marks a Standing opponent it could block (cheap: no list). */
export function hasBlockTarget(s: MatchState, p: PlayerState): boolean {
  if (p.at === null || p.status !== 'standing' || p.distracted) return false;
  const at = p.at;
  return s.players.some(
    (o) => o.team !== p.team && o.at !== null && o.status === 'standing' && adjacent(o.at, at),
  );
}

/** After a block: whether the attacker's skills make it block the same target again (Frenzy). */
export function blocksAgainAfter(s: MatchState, attackerId: string, defenderId: string): boolean {
  return blocksAgain(s, getPlayer(s, attackerId), getPlayer(s, defenderId));
}

import type { MatchState, PlayerState } from '../state/types.js';
import type { Side } from '../types.js';
import type { InducementsState } from './types.js';

/** Most players a team may have for the game, Stars and Mercenaries included (§3.18). */
export const MAX_SQUAD = 16;

/** The side's players available for this game (the dead and the injured carried in do not count). */
export const squadOf = (s: MatchState, side: Side): PlayerState[] =>
  s.players.filter((p) => p.team === side && p.box !== 'dead' && p.box !== 'casualty');

/** The next free shirt number of a side (inducted players take numbers after the team's own). */
export function nextNumber(s: MatchState, side: Side): number {
  let n = 0;
  for (const p of s.players) if (p.team === side && p.number > n) n = p.number;
  return n + 1;
}

/** Adds a player to the match in its team's Reserves and returns it. */
export function addPlayer(s: MatchState, player: PlayerState): PlayerState {
  s.players.push(player);
  return player;
}

/** Ids of the Star Players hired by either side (never selected by a prayer; no SPP). */
export function starIds(ind: InducementsState | undefined): Set<string> {
  const out = new Set<string>();
  if (!ind) return out;
  for (const side of ['home', 'away'] as const)
    for (const b of ind.sides[side].bought)
      if (b.item === 'star-player') for (const id of b.players ?? []) out.add(id);
  return out;
}

/** Ids of every player an inducement brought in (Stars, Mercenaries, Riotous Rookies). */
export function inducedIds(ind: InducementsState | undefined): Set<string> {
  const out = new Set<string>();
  if (!ind) return out;
  for (const side of ['home', 'away'] as const)
    for (const b of ind.sides[side].bought) for (const id of b.players ?? []) out.add(id);
  return out;
}

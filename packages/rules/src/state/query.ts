import { EngineError } from '../engine/errors.js';
import { adjacent, DIRECTIONS, onPitch, type Square } from '../pitch.js';
import type { Side } from '../types.js';
import type { MatchState, PlayerId, PlayerState } from './types.js';

export function findPlayer(s: MatchState, id: PlayerId): PlayerState | undefined {
  for (const p of s.players) if (p.id === id) return p;
  return undefined;
}

export function getPlayer(s: MatchState, id: PlayerId): PlayerState {
  const p = findPlayer(s, id);
  if (!p) throw new EngineError(`no player ${id}`);
  return p;
}

export function playerAt(s: MatchState, x: number, y: number): PlayerState | undefined {
  for (const p of s.players) if (p.at !== null && p.at.x === x && p.at.y === y) return p;
  return undefined;
}

export const isEmpty = (s: MatchState, x: number, y: number): boolean => playerAt(s, x, y) === undefined;

export function onPitchPlayers(s: MatchState, team?: Side): PlayerState[] {
  return s.players.filter((p) => p.at !== null && (team === undefined || p.team === team));
}

/** A player has a Tackle Zone when Standing and not Distracted. */
export const hasTackleZone = (p: PlayerState): boolean =>
  p.at !== null && p.status === 'standing' && !p.distracted;

/** Opponents of `side` whose Tackle Zone covers `square` (the players marking a player standing there). */
export function markersOf(s: MatchState, square: Square, side: Side, ignore?: PlayerId): PlayerState[] {
  const out: PlayerState[] = [];
  for (const p of s.players) {
    if (p.team === side || p.id === ignore || !hasTackleZone(p)) continue;
    if (adjacent(p.at as Square, square)) out.push(p);
  }
  return out;
}

export const markerCount = (s: MatchState, square: Square, side: Side, ignore?: PlayerId): number =>
  markersOf(s, square, side, ignore).length;

export const isMarked = (s: MatchState, p: PlayerState): boolean =>
  p.at !== null && markerCount(s, p.at, p.team) > 0;

/** An Open player is one no opponent Marks. */
export const isOpen = (s: MatchState, p: PlayerState): boolean => p.at !== null && !isMarked(s, p);

export function ballCarrier(s: MatchState): PlayerState | undefined {
  return s.ball.kind === 'carried' ? findPlayer(s, s.ball.player) : undefined;
}

/** The square the ball is in or over (its carrier's square when carried). */
export function ballSquare(s: MatchState): Square | null {
  switch (s.ball.kind) {
    case 'carried':
      return findPlayer(s, s.ball.player)?.at ?? null;
    case 'ground':
    case 'air':
      return s.ball.at;
    default:
      return null;
  }
}

export const hasBall = (s: MatchState, p: PlayerState): boolean =>
  s.ball.kind === 'carried' && s.ball.player === p.id;

/** Empty on-pitch squares adjacent to `at`. */
export function emptyNeighbours(s: MatchState, at: Square): Square[] {
  const out: Square[] = [];
  for (const d of DIRECTIONS) {
    const x = at.x + d.x;
    const y = at.y + d.y;
    if (onPitch(x, y) && isEmpty(s, x, y)) out.push({ x, y });
  }
  return out;
}

export const teamOf = (s: MatchState, side: Side) => s.teams[side];

/** Who stands in each square, indexed by `y * 26 + x`; built once per question that scans many squares. */
export function occupancy(s: MatchState): (PlayerState | undefined)[] {
  const grid = new Array<PlayerState | undefined>(26 * 15);
  for (const p of s.players) if (p.at !== null) grid[p.at.y * 26 + p.at.x] = p;
  return grid;
}

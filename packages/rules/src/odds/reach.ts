import type { MatchState } from '../state/types.js';

export interface ReachableSquare {
  x: number;
  y: number;
  probability: number;
}

export function reachableSquares(_s: MatchState, _player: string): ReachableSquare[] {
  return [];
}

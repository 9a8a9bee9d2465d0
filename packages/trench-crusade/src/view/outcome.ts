import type { TrenchState } from '../state/types.js';
import { SEATS, type Seat } from '../types.js';

export type SeatOutcome = 'win' | 'loss' | 'draw';

/** Each seat's result once the game is over, else undefined. */
export function outcome(s: TrenchState): Record<Seat, SeatOutcome> | undefined {
  const r = s.result;
  if (!r) return undefined;
  const out = {} as Record<Seat, SeatOutcome>;
  for (const seat of SEATS) out[seat] = r.winner === null ? 'draw' : r.winner === seat ? 'win' : 'loss';
  return out;
}

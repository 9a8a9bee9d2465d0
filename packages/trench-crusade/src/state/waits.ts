import type { Seat } from '../types.js';
import type { ModelId } from './types.js';

/** A roll the opponent of its carrier may spend BLOOD MARKERS on (seed: Minor Hit). */
export interface AskedRoll {
  /** The model carrying the markers. */
  model: ModelId;
  /** -DICE on its Action Success roll, or +DICE (and Bloodbath) on an injury roll against it. */
  roll: 'action' | 'injury';
  /** Markers a Bloodbath costs (6, or 3 if Down), or null when no Bloodbath is possible. */
  bloodbath: number | null;
}

export interface MarkerSpend {
  markers: number;
  bloodbath?: boolean;
}

/** A procedure waiting on someone other than the active model's controller, or on a choice mid-way. */
export type Wait =
  | { kind: 'blood-markers'; seat: Seat; rolls: AskedRoll[]; indexes: number[]; answer?: MarkerSpend[] }
  | {
      kind: 'free-attacks';
      seat: Seat;
      retreating: ModelId;
      attackers: { model: ModelId; weapons: number[] }[];
      answer?: { model: ModelId; weapon: number | null }[];
    }
  | { kind: 'fall-side'; seat: Seat; model: ModelId; answer?: 'take-off' | 'landing' };

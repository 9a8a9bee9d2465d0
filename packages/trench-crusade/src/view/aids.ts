/**
 * The table aids a host sends beside the view (types only: the server computes them with the functions of
 * this package, the screen draws them). Declared here so both ends read one shape.
 */
import type { ReachMode } from '../movement/reach.js';
import type { AttackOdds } from '../odds/attack-odds.js';
import type { ModelId } from '../state/types.js';
import type { TrenchView } from './view.js';

/** The area one kind of move reaches: its allowance and the ½" grid points, as x,y pairs in half inches. */
export interface ReachAid {
  allowance: number;
  cells: number[];
}

/** What the active model sees of one enemy: distance, sight, cover, height, and the odds of each attack. */
export interface TargetAid {
  model: ModelId;
  /** Base to base, inches. */
  distance: number;
  visible: boolean;
  fully: boolean;
  /** The piece of terrain that gives it cover against this model, or null. */
  cover: string | null;
  /** This model shoots from an elevated position at it. */
  elevated: boolean;
  ranged: { weapon: number; odds: AttackOdds }[];
  melee: { weapon: number; offHand: boolean; odds: AttackOdds }[];
}

/** Table aids for the active model: computed by the rules package, never re-derived by the screen. */
export interface TrenchAids {
  model: ModelId;
  reach: Partial<Record<ReachMode, ReachAid>>;
  targets: TargetAid[];
}

/** The view a recipient gets over the wire: the rules' view plus the active model's aids. */
export type TrenchViewWithAids = TrenchView & { aids: TrenchAids | null };

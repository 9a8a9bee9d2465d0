import type { InjuryRequest } from '../combat/injury-modifiers.js';
import type { ActionPurpose, Modifier } from '../engine/events.js';
import type { Leg } from '../movement/path.js';
import type { ModelId } from './types.js';
import type { MarkerSpend, Wait } from './waits.js';

/** Fields every procedure has: what it waits on, and BLOOD MARKER spends gathered so far. */
interface Waiting {
  wait?: Wait;
  spends?: (MarkerSpend | null)[];
}

/** What happens when an ACTION succeeds or fails. */
export type Effect =
  | { kind: 'none' }
  | { kind: 'proc'; proc: Proc }
  | { kind: 'stand'; model: ModelId }
  | { kind: 'aim' }
  | { kind: 'fortify'; model: ModelId }
  | { kind: 'medi-kit'; target: ModelId; use: 'remove-marker' | 'stand' }
  | { kind: 'injury'; request: InjuryRequest }
  | { kind: 'diving'; target: ModelId }
  | { kind: 'dive-failed'; model: ModelId; height: number }
  | { kind: 'fall'; model: ModelId };

/** A roll on the Action Success Chart, then its effect. */
export interface ActionRollProc extends Waiting {
  kind: 'action-roll';
  model: ModelId;
  purpose: ActionPurpose;
  modifiers: Modifier[];
  risky: boolean;
  target?: ModelId;
  onSuccess: Effect;
  onFailure: Effect;
}

/** Injury rolls made together and applied together (seed: several shots apply at once). */
export interface InjuriesProc extends Waiting {
  kind: 'injuries';
  requests: InjuryRequest[];
}

export interface RangedAttackProc extends Waiting {
  kind: 'ranged-attack';
  attacker: ModelId;
  weapon: number;
  /** One target per shot, declared before any roll (seed). */
  targets: ModelId[];
  stage: 'hits' | 'after';
  missed: boolean;
}

export interface MeleeAttackProc extends Waiting {
  kind: 'melee-attack';
  attacker: ModelId;
  weapon: number;
  target: ModelId;
  offHand: boolean;
  /** A Retreat's free attack: outside the attacker's own Activation. */
  free: boolean;
  stage: 'hit' | 'after';
  missed: boolean;
}

/** A move along checked legs, rolling where a leg is RISKY or enters Dangerous Terrain. */
export interface MoveProc extends Waiting {
  kind: 'move';
  model: ModelId;
  mode: 'standard' | 'charge' | 'retreat' | 'dash';
  legs: Leg[];
  leg: number;
  /** Inches it may still move (a Charge: its roll). */
  budget: number;
  /** The roll for the current leg has been made and handled. */
  rolled: boolean;
  /** Dangerous entries of the current leg already rolled for. */
  entries: number;
  charge: { targets: ModelId[] } | null;
  /** A Diving Charge's jump: the target and the height jumped (reference §4.1). */
  diving?: { target: ModelId; height: number };
  visited: { x: number; y: number }[];
  stopped: boolean;
}

export interface ChargeProc {
  kind: 'charge';
  model: ModelId;
  targets: ModelId[];
  legs: Leg[];
  wait?: Wait;
}

export interface RetreatProc {
  kind: 'retreat';
  model: ModelId;
  legs: Leg[];
  stage: 'ask' | 'move';
  wait?: Wait;
}

export type Proc =
  | ActionRollProc
  | InjuriesProc
  | RangedAttackProc
  | MeleeAttackProc
  | MoveProc
  | ChargeProc
  | RetreatProc;

export type ProcKind = Proc['kind'];

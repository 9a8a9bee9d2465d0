import type { ActionResult } from '../charts/action-success.js';
import type { InjuryResult } from '../charts/injury-chart.js';
import type { PoolRoll } from '../dice/pool.js';
import type { Point } from '../geometry/vec.js';
import type { Edge } from '../scenarios/zones.js';
import type { GameResult, ModelId } from '../state/types.js';
import type { BySeat, ModelStatus, MoveMode, Seat } from '../types.js';

/** One ±DICE (or flat) modifier and where it comes from, so every roll can be explained. */
export interface Modifier {
  source: string;
  value: number;
}

/** What a roll on the Action Success Chart was for. */
export type ActionPurpose =
  | 'ranged-attack'
  | 'melee-attack'
  | 'dash'
  | 'stand'
  | 'charge-unseen'
  | 'climb'
  | 'jump'
  | 'dangerous-terrain'
  | 'ledge'
  | 'shaken-move'
  | 'diving-charge'
  | 'ability'
  | 'morale';

export type TrenchEvent =
  | { type: 'table-generated'; dice: number[] }
  | {
      type: 'roll-off';
      purpose: 'deployment-zone' | 'deploy-first' | 'roles' | 'first-activation' | 'morale-order';
      rolls: BySeat<number>[];
      winner: Seat;
    }
  | { type: 'zone-chosen'; seat: Seat; edge: Edge }
  | { type: 'roles'; attacker: Seat; defender: Seat }
  | { type: 'fielded'; seat: Seat; models: ModelId[] }
  | { type: 'deployed'; model: ModelId; at: Point; z: number; floor: number | null }
  | { type: 'turn-started'; turn: number }
  | { type: 'first-activation'; decider: Seat; first: Seat }
  | { type: 'activated'; model: ModelId }
  | { type: 'stood-up'; model: ModelId }
  | {
      type: 'action-roll';
      model: ModelId;
      purpose: ActionPurpose;
      risky: boolean;
      modifiers: Modifier[];
      roll: PoolRoll;
      result: ActionResult;
      target?: ModelId;
    }
  | {
      type: 'injury-roll';
      model: ModelId;
      by: ModelId | null;
      cause: 'ranged-attack' | 'melee-attack' | 'blast' | 'fall' | 'dangerous-terrain';
      dice: Modifier[];
      flat: Modifier[];
      roll: PoolRoll;
      /** Bloodbath: the extra D6 added to the total. */
      bloodbath: number | null;
      total: number;
      /** The chart's result, then after TOUGH, Machine Armour and the like. */
      chart: InjuryResult;
      result: InjuryResult;
      converted: string[];
    }
  | { type: 'markers-spent'; by: Seat; model: ModelId; count: number; on: 'action' | 'injury' | 'bloodbath' }
  | { type: 'blood-markers'; model: ModelId; change: number; total: number; reason: string }
  | { type: 'status'; model: ModelId; status: ModelStatus }
  | { type: 'charge-roll'; model: ModelId; dice: number[]; kept: number; distance: number }
  | {
      type: 'moved';
      model: ModelId;
      mode: MoveMode | 'dash' | 'fall' | 'push';
      path: Point[];
      cost: number;
      z: number;
    }
  | { type: 'charged'; model: ModelId; targets: ModelId[]; engaged: boolean; interposed: ModelId | null }
  | {
      type: 'shot-redirected';
      shot: number;
      roll: number;
      side: 'friendly' | 'enemy';
      target: ModelId;
      pick: number[];
    }
  | { type: 'fell'; model: ModelId; height: number }
  | { type: 'activation-ended'; model: ModelId; reason: 'done' | 'risky-failed' | 'weapon' | 'out-of-action' }
  | {
      type: 'morale-test';
      seat: Seat;
      modifiers: Modifier[];
      roll: PoolRoll;
      result: ActionResult;
      outcome: 'holds' | 'flees' | 'shaken';
    }
  | { type: 'shaken-recovered'; seat: Seat }
  | { type: 'victory-points'; turn: number; scored: BySeat<number>; total: BySeat<number> }
  | { type: 'extra-turn'; roll: number; played: boolean }
  | { type: 'turn-ended'; turn: number }
  | { type: 'game-over'; result: GameResult }
  | { type: 'consumable-used'; model: ModelId; item: string };

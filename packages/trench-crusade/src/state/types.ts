import type { Battlefield } from '../battlefield/battlefield.js';
import type { Point, Polygon } from '../geometry/vec.js';
import type { Edge } from '../scenarios/zones.js';
import type { BySeat, FactionId, ModelKeyword, ModelStatus, MoveMode, ScenarioId, Seat } from '../types.js';
import type { AbilityId } from '../warbands/abilities.js';
import type { ItemId } from '../warbands/items.js';
import type { Proc } from './procs.js';

export type ModelId = string;

/** A model in play: its profile and gear from the warband, and everything the game changes. */
export interface Model {
  id: ModelId;
  seat: Seat;
  type: string;
  name: string;
  faction: FactionId;
  keywords: ModelKeyword[];
  abilities: AbilityId[];
  items: ItemId[];
  movement: number;
  ranged: number | null;
  melee: number;
  /** Armour in the profile itself; worn armour and shields are in `items`. */
  armour: number;
  baseMm: number;

  /** 'reserve' until deployed (and for Trench Warfare defenders left out). */
  status: ModelStatus;
  /** Taking part in the battle (Trench Warfare: the defender fields only some). */
  fielded: boolean;
  position: Point | null;
  z: number;
  /** The building or hill it stands on. */
  standsOn: string | null;
  /** Index of the building's floor it stands on. */
  floor: number | null;
  /** BLOOD MARKERS, at most 6 (seed: Minor Hit). */
  bloodMarkers: number;
  /** TOUGH has already turned one Out of Action into Down (seed, Injury Chart 5). */
  toughUsed: boolean;
  /** The turn it was last taken Down: it cannot move in that turn (seed, Warrior Down!). */
  downedInTurn: number | null;
  activated: boolean;
  /** Counts as in cover until it moves (Shovel at deployment, Fortify). */
  dugIn: boolean;
  /** CONSUMABLE items already used this battle. */
  used: ItemId[];
}

/** What the active model has done in its Activation. */
export interface Activation {
  model: ModelId;
  /** ACTIONS taken, each at most once (reference §2): 'move', 'dash', 'ranged-attack', 'stand', 'ability:aim' … */
  taken: string[];
  moveMode: MoveMode | null;
  /** Weapons (indexes into `items`, or -1 unarmed) already used for a Melee Attack this Activation. */
  meleeWith: number[];
  /** The weapon declared as off-hand before the first melee roll (seed, Two melee weapons). */
  offHand: number | null;
  /** Charged this Activation, and at whom. */
  charged: ModelId[] | null;
  /** Moved or Dashed (HEAVY weapons cannot then shoot). */
  moved: boolean;
  /** The ranged attack made, if any (a single ASSAULT shot still allows a Charge). */
  shot: { weapon: number; assaultSingle: boolean } | null;
  /** Stood up this Activation: its movement is halved (seed, Warrior Down!). */
  halved: boolean;
  /** Enemies it was in melee with when the Activation began. */
  startedInMelee: ModelId[];
  /** Aim succeeded: +2 DICE to ranged attacks for the rest of the Activation. */
  aimed: boolean;
  /** A Diving Charge succeeded against this model: +1 DICE to hit and injure it, its Defended obstacle ignored. */
  diving?: ModelId;
  /** A RISKY ACTION failed, or a rule ended the Activation. */
  ended: boolean;
}

export type Phase =
  | { kind: 'choose-zone'; seat: Seat }
  | { kind: 'choose-defenders'; seat: Seat; max: number }
  | { kind: 'deploy'; seat: Seat; infiltrators: boolean }
  | { kind: 'first-activation'; seat: Seat }
  | { kind: 'activations'; seat: Seat }
  | { kind: 'game-over' };

export interface WarbandState {
  name: string;
  faction: FactionId;
  ducats: number;
  models: ModelId[];
  edge: Edge | null;
  zone: Polygon | null;
  role: 'attacker' | 'defender' | null;
  /** Optional rule Shaken: the warband is Shaken during this turn. */
  shakenInTurn: number | null;
  /** It has been Shaken before, so failing Morale again means it flees. */
  wasShaken: boolean;
  fled: boolean;
}

export interface GameOptions {
  scenario: ScenarioId;
  /** The optional Shaken rule (seed p. 10). */
  shaken: boolean;
}

export type ResultReason = 'victory-points' | 'morale' | 'wiped-out' | 'conceded';

export interface GameResult {
  winner: Seat | null;
  reason: ResultReason;
  victoryPoints: BySeat<number>;
}

/** A whole game as plain JSON: everything the rules need, nothing hidden (Trench Crusade has no secrets). */
export interface TrenchState {
  rules: 'trench-crusade/1.6.3';
  options: GameOptions;
  battlefield: Battlefield;
  warbands: BySeat<WarbandState>;
  models: Record<ModelId, Model>;
  /** 0 during set-up. */
  turn: number;
  /** The last turn of the game (Trench Warfare may add a fifth). */
  lastTurn: number;
  phase: Phase;
  /** The seat that placed the first model, then places first among infiltrators. */
  firstToDeploy: Seat | null;
  activation: Activation | null;
  /** Procedures waiting to finish, innermost last. */
  stack: Proc[];
  victoryPoints: BySeat<number>;
  result: GameResult | null;
  /** Commands applied so far. */
  step: number;
}

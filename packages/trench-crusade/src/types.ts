/**
 * The game's vocabulary: each set declared once as an `as const` list, its union derived from it.
 * Names are the rulebook's (v1.6.3): ±DICE, BLOOD MARKERS, Down, Out of Action, RISKY ACTION.
 */

/** The two players. Neutral names: which table edge a seat deploys on is decided by the scenario. */
export const SEATS = ['a', 'b'] as const;
export type Seat = (typeof SEATS)[number];

export function otherSeat(seat: Seat): Seat {
  return seat === 'a' ? 'b' : 'a';
}

export function isSeat(value: unknown): value is Seat {
  return value === 'a' || value === 'b';
}

export type BySeat<T> = Record<Seat, T>;

/** A model on the table is Standing or Down; Out of Action models are removed (seed, p. 10). */
export const MODEL_STATUSES = ['standing', 'down', 'out-of-action', 'reserve'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];

export const SCENARIO_IDS = ['claim-no-mans-land', 'trench-warfare'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export const FACTION_IDS = ['new-antioch', 'heretic-legion'] as const;
export type FactionId = (typeof FACTION_IDS)[number];

/** Model keywords the engine reads (v1.6.3 keyword list, reference §10). */
export const MODEL_KEYWORDS = [
  'NEW ANTIOCH',
  'HERETIC',
  'ELITE',
  'LEADER',
  'TOUGH',
  'STRONG',
  'FEAR',
  'INFILTRATOR',
  'ARTIFICIAL',
  'GOLEM',
  'DEMONIC',
] as const;
export type ModelKeyword = (typeof MODEL_KEYWORDS)[number];

/** Weapon and equipment keywords the engine reads. */
export const ITEM_KEYWORDS = [
  'ASSAULT',
  'BAYONET LUG',
  'BLAST',
  'BLOCK',
  'CONSUMABLE',
  'CRITICAL',
  'CUMBERSOME',
  'FIRE',
  'GAS',
  'GRENADE',
  'HEAVY',
  'RISKY ACTION',
  'SHIELD COMBO',
  'SHRAPNEL',
] as const;
export type ItemKeyword = (typeof ITEM_KEYWORDS)[number];

/** The common ACTIONS of an Activation (reference §3), each taken at most once. */
export const ACTIONS = ['move', 'dash', 'ranged-attack', 'melee-attack', 'ability'] as const;
export type ActionKind = (typeof ACTIONS)[number];

/** The three modes of the Move ACTION: only one of them per Activation. */
export const MOVE_MODES = ['standard', 'charge', 'retreat'] as const;
export type MoveMode = (typeof MOVE_MODES)[number];

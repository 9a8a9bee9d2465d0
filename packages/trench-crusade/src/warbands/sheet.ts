import type { FactionId, ModelKeyword } from '../types.js';
import type { AbilityId } from './abilities.js';
import type { ItemId } from './items.js';

/** Ducats to build a warband with (reference §11.1). */
export const STARTING_DUCATS = 700;

/** A warband as someone wrote it: not necessarily legal. Check it with `validateWarband`. */
export interface WarbandSheet {
  faction: string;
  name: string;
  models: SheetModel[];
}

export interface SheetModel {
  /** The model's id in its list: 'lieutenant', 'yeoman', 'heretic-trooper' … */
  type: string;
  name?: string;
  /** Items bought from the armoury (fixed gear is added by the list). Weapons may repeat. */
  items?: string[];
  /** Upgrades of the profile: 'trench-mole', 'legionnaire-melee', 'machine-armour' … */
  upgrades?: string[];
}

/** A model of a checked warband, with its profile, gear and upgrades folded in. */
export interface WarbandModel {
  type: string;
  name: string;
  movement: number;
  ranged: number | null;
  melee: number;
  /** Armour in the profile itself (War Wolf's Tartarus Armour); worn armour is among the items. */
  armour: number;
  baseMm: number;
  keywords: ModelKeyword[];
  /** Fixed gear first, then what was bought. */
  items: ItemId[];
  abilities: AbilityId[];
  upgrades: string[];
  /** Ducats and Glory this model cost, gear included. */
  cost: { ducats: number; glory: number };
}

/** A warband that passed `validateWarband`. */
export interface Warband {
  faction: FactionId;
  name: string;
  models: WarbandModel[];
  cost: { ducats: number; glory: number };
  /** Unspent ducats (reference §11.1: they go to the strongbox). */
  strongbox: number;
}

export const WARBAND_PROBLEM_CODES = [
  'invalid',
  'unknown-faction',
  'empty-name',
  'no-models',
  'unknown-model',
  'leader-missing',
  'below-minimum',
  'over-maximum',
  'unknown-item',
  'not-in-armoury',
  'over-limit',
  'gear-not-allowed',
  'unknown-upgrade',
  'duplicate-upgrade',
  'upgrade-over-maximum',
  'upgrade-conflict',
  'duplicate-equipment',
  'too-many-ranged-hands',
  'too-many-melee-hands',
  'two-suits-of-armour',
  'two-shields',
  'two-headgear',
  'grenade-types',
  'heavy-items',
  'elite-only',
  'machine-armour-shield',
  'bayonet-needs-lug',
  'scope-needs-rifle',
  'over-budget',
  'over-glory',
] as const;
export type WarbandProblemCode = (typeof WARBAND_PROBLEM_CODES)[number];

export interface WarbandProblem {
  /** Where in the sheet, e.g. `models[3].items[1]`; `''` for the sheet as a whole. */
  path: string;
  code: WarbandProblemCode;
  message: string;
}

export type WarbandResult = { ok: true; warband: Warband } | { ok: false; problems: WarbandProblem[] };

export interface WarbandOptions {
  /** Ducats available (default 700). */
  ducats?: number;
  /** Glory Points available (default 0: a new warband has none, reference §11.1). */
  glory?: number;
}

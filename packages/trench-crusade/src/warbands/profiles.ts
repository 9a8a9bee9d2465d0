import type { FactionId, ModelKeyword } from '../types.js';
import type { AbilityId } from './abilities.js';
import type { ItemId } from './items.js';

export type Currency = 'ducats' | 'glory';

/**
 * What a model may buy beyond its fixed gear: anything in the armoury, nothing, or the armoury with some
 * categories closed or narrowed.
 */
export interface GearRule {
  kind: 'armoury' | 'none';
  /** Only these ranged weapons (Death Commando). */
  rangedOnly?: readonly ItemId[];
  /** No ranged weapon may be bought (Artillery Witch). */
  noRanged?: boolean;
  /** No body armour may be bought (it comes with its own). */
  noArmour?: boolean;
}

/** An optional upgrade bought on a model, with its price and any cap on how many models take it. */
export interface UpgradeDef {
  name: string;
  cost: number;
  /** At most this many models of the warband (a number), or half the models of this type rounded down. */
  max?: number | 'half';
  keywords?: readonly ModelKeyword[];
  /** +1 DICE to Ranged or Melee. */
  ranged?: number;
  melee?: number;
  /** Replaces the model's armour with this item (Mechanised Heavy Infantry's Machine Armour). */
  armour?: ItemId;
  baseMm?: number;
  /** Upgrades that cannot be taken together on one model. */
  excludes?: readonly string[];
}

/** A model's profile as printed in its warband list (v1.6.3 data). */
export interface ModelProfile {
  name: string;
  faction: FactionId;
  cost: number;
  currency: Currency;
  min: number;
  /** null: as many as the ducats allow. */
  max: number | null;
  movement: number;
  /** ±DICE for ranged attacks; null: the model cannot shoot. */
  ranged: number | null;
  melee: number;
  /** Armour in the profile itself (War Wolf's Tartarus Armour). */
  armour: number;
  baseMm: number;
  keywords: readonly ModelKeyword[];
  fixed: readonly ItemId[];
  abilities: readonly AbilityId[];
  gear: GearRule;
  upgrades?: Readonly<Record<string, UpgradeDef>>;
  /** Its one ranged weapon comes at this price and may be swapped for another (Yeoman). */
  includedRanged?: { default: ItemId; price: number };
  mercenary?: boolean;
}

/** An armoury entry: an item, its price and its LIMIT (0: none). */
export interface ArmouryEntry {
  cost: number;
  currency: Currency;
  limit: number;
}

export interface FactionList {
  id: FactionId;
  name: string;
  keyword: ModelKeyword;
  models: Readonly<Record<string, ModelProfile>>;
  armoury: Readonly<Partial<Record<ItemId, ArmouryEntry>>>;
}

type ProfileFields = Pick<ModelProfile, 'cost' | 'ranged' | 'melee' | 'baseMm' | 'keywords'> &
  Partial<ModelProfile>;

/** A list model with the usual defaults: ducats, none required, 6" Movement, no fixed gear, any armoury item. */
export function listModel(faction: FactionId, name: string, fields: ProfileFields): ModelProfile {
  return {
    name,
    faction,
    currency: 'ducats',
    min: 0,
    max: null,
    movement: 6,
    armour: 0,
    fixed: [],
    abilities: [],
    gear: { kind: 'armoury' },
    ...fields,
  };
}

/** A mercenary: hired for Glory Points, at most one, with its own fixed gear and nothing else. */
export function mercenary(faction: FactionId, name: string, fields: ProfileFields): ModelProfile {
  return listModel(faction, name, {
    currency: 'glory',
    max: 1,
    gear: { kind: 'none' },
    mercenary: true,
    ...fields,
  });
}

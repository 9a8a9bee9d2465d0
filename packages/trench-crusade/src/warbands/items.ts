import type { ItemKeyword } from '../types.js';

/** What an item is for the hands and carrying rules (reference §7, Hands). */
export const ITEM_CATEGORIES = ['ranged', 'melee', 'armour', 'shield', 'headgear', 'equipment'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

/**
 * An item's rules as data. Prices and LIMITs differ between armouries and live in each faction's list;
 * what the item does is the same everywhere and lives here.
 */
export interface ItemDef {
  name: string;
  category: ItemCategory;
  /** Hands it takes; 0 for none. Shields, flags and instruments take theirs at all times. */
  hands: 0 | 1 | 2;
  keywords: readonly ItemKeyword[];
  /** Ranged weapons: maximum range in inches. */
  range?: number;
  /** Attacks made with one ACTION (Machine Gun 3, Submachine Gun 2 …). */
  attacks?: number;
  /** How the targets of several attacks may be chosen. */
  targets?: 'same' | 'any' | 'within-6';
  /** ±DICE to hit. */
  hit?: number;
  /** ±DICE to injure. */
  injuryDice?: number;
  /** Flat modifier to the injury total. */
  injury?: number;
  /** Ignores armour: always, on a Critical Success, or against a Down target. */
  ignoresArmour?: 'always' | 'critical' | 'down';
  /** Hits without a roll (flamethrowers); the number of models it may hit. */
  autoHit?: number;
  /** BLAST (X): every model within X" of the target is hit too. */
  blast?: number;
  /** Models hit by the blast other than the target injure at this many ±DICE. */
  blastOthersInjuryDice?: number;
  /** Shotguns: no long-range penalty to hit, but -1 DICE to injure at long range. */
  longRange?: 'ignore' | 'injury-minus';
  /** ±DICE to injure at short range (half range or less). */
  shortRangeInjuryDice?: number;
  /** Ignores cover (grenade launcher, satchel charge). */
  ignoresCover?: boolean;
  /** Injury rolls against the target directly under the blast use 3D6 (Infernal Bomb). */
  directHitThreeDice?: boolean;
  /** The model's Activation ends after using it. */
  endsActivation?: boolean;
  /** Does not count as a carried ranged weapon (grenades, rockets). */
  notCarried?: boolean;
  /** Pistols: usable as a one-handed melee weapon with the Ranged characteristic, also off-hand. */
  pistol?: boolean;
  /** Bayonet: fixed to a BAYONET LUG weapon, not counted among melee weapons carried. */
  bayonet?: boolean;
  /** Chargers attacking the bearer in melee take -1 DICE (polearm, BLOCK). */
  hindersChargers?: boolean;
  /** Always the off-hand weapon (Shredding Claws). */
  alwaysOffHand?: boolean;
  /** A pair: two attacks without the off-hand penalty (Tartarus Claws). */
  pair?: boolean;
  /** Armour: modifier to injury rolls against the wearer. */
  armour?: number;
  /** Machine Armour: no shield, D3 charge bonus, Down counts as Minor Hit for New Antioch. */
  machine?: boolean;
  /** Only ELITE models may take it. */
  eliteOnly?: boolean;
  /** Ignores the extra BLOOD MARKER of this keyword and injures at -1 DICE from it. */
  protectsFrom?: 'FIRE' | 'GAS' | 'SHRAPNEL';
  /** The extra BLOOD MARKER is ignored but the injury roll is normal (Combat Helmet). */
  ignoresMarkerOnly?: boolean;
  /** +1 DICE when shooting from behind cover (Silenced Pistol). */
  hitFromCover?: number;
  /** No range, cover or injury roll: the hit only gives its keyword's BLOOD MARKER (Tormentor Chain). */
  markerOnly?: boolean;
  /** Inflicts double BLOOD MARKERS (Demonic Aura Grenade). */
  doubleMarkers?: boolean;
  /** Equipment with an effect the engine applies (see `equipment/`). */
  effect?: EquipmentEffect;
}

export const EQUIPMENT_EFFECTS = [
  'medi-kit',
  'musical-instrument',
  'troop-flag',
  'shovel',
  'mountaineer-kit',
  'binoculars',
  'sniper-scope',
  'unholy-trinket',
  'unholy-relic',
  'hellbound-soul-contract',
  'incendiary-ammunition',
  'heavy-ballistic-shield',
  'campaign',
] as const;
export type EquipmentEffect = (typeof EQUIPMENT_EFFECTS)[number];

const ranged = (
  name: string,
  range: number,
  hands: 0 | 1 | 2,
  keywords: ItemKeyword[],
  more: Partial<ItemDef> = {},
): ItemDef => ({
  name,
  category: 'ranged',
  hands,
  keywords,
  range,
  ...more,
});
const melee = (
  name: string,
  hands: 0 | 1 | 2,
  keywords: ItemKeyword[],
  more: Partial<ItemDef> = {},
): ItemDef => ({
  name,
  category: 'melee',
  hands,
  keywords,
  ...more,
});
const kit = (name: string, effect: EquipmentEffect, more: Partial<ItemDef> = {}): ItemDef => ({
  name,
  category: 'equipment',
  hands: 0,
  keywords: [],
  effect,
  ...more,
});

/** Every item of both armouries and the models' built-in gear (1.6.3 data). */
const ITEM_TABLE = {
  'pistol-revolver': ranged('Pistol / Revolver', 12, 1, [], { pistol: true }),
  shotgun: ranged('Shotgun', 12, 2, ['BAYONET LUG', 'SHIELD COMBO'], { hit: 1, longRange: 'injury-minus' }),
  'sniper-rifle': ranged('Sniper Rifle', 48, 2, ['RISKY ACTION', 'CRITICAL'], {
    hit: 1,
    ignoresArmour: 'critical',
  }),
  grenades: ranged('Grenades', 8, 0, ['GRENADE', 'ASSAULT', 'SHRAPNEL', 'BLAST'], {
    blast: 2,
    blastOthersInjuryDice: -1,
    notCarried: true,
  }),
  'machine-gun': ranged('Machine Gun', 36, 2, ['HEAVY'], {
    attacks: 3,
    targets: 'within-6',
    endsActivation: true,
  }),
  flamethrower: ranged('Flamethrower', 8, 2, ['FIRE'], {
    autoHit: 1,
    ignoresArmour: 'always',
    injuryDice: -1,
  }),
  'heavy-shotgun': ranged('Heavy Shotgun', 12, 2, ['SHIELD COMBO', 'HEAVY'], {
    hit: 1,
    shortRangeInjuryDice: 2,
  }),
  'bolt-action-rifle': ranged('Bolt-Action Rifle', 24, 2, ['BAYONET LUG']),
  'semi-automatic-rifle': ranged('Semi-Automatic Rifle', 24, 2, ['BAYONET LUG', 'ASSAULT']),
  'automatic-pistol': ranged('Automatic Pistol', 12, 1, ['ASSAULT'], {
    attacks: 2,
    targets: 'any',
    injuryDice: -1,
    pistol: true,
  }),
  'automatic-rifle': ranged('Automatic Rifle', 24, 2, ['BAYONET LUG', 'ASSAULT'], {
    attacks: 2,
    targets: 'same',
  }),
  'incendiary-grenades': ranged('Incendiary Grenades', 8, 0, ['GRENADE', 'ASSAULT', 'FIRE'], {
    ignoresArmour: 'critical',
    notCarried: true,
  }),
  'submachine-gun': ranged('Submachine Gun', 16, 2, ['ASSAULT', 'BAYONET LUG', 'SHIELD COMBO'], {
    attacks: 2,
    targets: 'any',
  }),
  'automatic-shotgun': ranged('Automatic Shotgun', 12, 2, ['BAYONET LUG', 'SHIELD COMBO', 'ASSAULT'], {
    hit: 1,
    longRange: 'injury-minus',
  }),
  'grenade-launcher': ranged('Grenade Launcher', 36, 2, ['HEAVY', 'SHRAPNEL', 'BLAST'], {
    blast: 3,
    ignoresCover: true,
  }),
  'heavy-flamethrower': ranged('Heavy Flamethrower', 10, 2, ['FIRE', 'HEAVY'], {
    autoHit: 2,
    ignoresArmour: 'always',
  }),
  'satchel-charge': ranged('Satchel Charge', 6, 0, ['HEAVY', 'CONSUMABLE', 'BLAST', 'GRENADE'], {
    blast: 3,
    ignoresCover: true,
    injuryDice: 1,
    notCarried: true,
  }),
  'rocket-propelled-grenade': ranged('Rocket-Propelled Grenade', 36, 0, ['CRITICAL', 'CONSUMABLE'], {
    injuryDice: 1,
    ignoresArmour: 'always',
    notCarried: true,
    endsActivation: true,
  }),
  'silenced-pistol': ranged('Silenced Pistol', 12, 1, ['ASSAULT'], { hitFromCover: 1, pistol: true }),
  'gas-grenades': ranged('Gas Grenades', 8, 0, ['GRENADE', 'ASSAULT', 'GAS', 'BLAST'], {
    blast: 3,
    ignoresArmour: 'always',
    injuryDice: -1,
    notCarried: true,
  }),
  'anti-materiel-rifle': ranged('Anti-Materiel Rifle', 36, 2, ['HEAVY', 'CRITICAL'], {
    ignoresArmour: 'always',
    injuryDice: 1,
  }),
  'tormentor-chain': ranged('Tormentor Chain', 10, 1, ['SHRAPNEL'], { markerOnly: true }),
  'demonic-aura-grenade': ranged('Demonic Aura Grenade', 8, 0, ['GRENADE', 'BLAST'], {
    blast: 3,
    ignoresArmour: 'always',
    doubleMarkers: true,
    notCarried: true,
  }),
  'infernal-bomb': ranged('Infernal Bomb', 36, 1, ['BLAST', 'SHRAPNEL'], {
    blast: 3,
    directHitThreeDice: true,
  }),
  jezzail: ranged('Jezzail', 18, 2, []),

  'knife-dagger': melee('Knife / Dagger', 1, [], { hit: -1 }),
  bayonet: melee('Bayonet', 0, ['CUMBERSOME', 'SHIELD COMBO'], { bayonet: true }),
  'trench-club': melee('Trench Club', 1, []),
  'sword-axe': melee('Sword / Axe', 1, ['CRITICAL']),
  'trench-polearm': melee('Trench Polearm', 2, ['CUMBERSOME', 'SHIELD COMBO'], { hindersChargers: true }),
  'double-handed-blunt-weapon': melee('Double-Handed Blunt Weapon', 2, ['HEAVY'], { injury: 1 }),
  'greatsword-greataxe': melee('Greatsword / Greataxe', 2, ['CRITICAL', 'HEAVY'], { injuryDice: 1 }),
  'sacrificial-knife': melee('Sacrificial Knife', 1, ['RISKY ACTION'], { injury: 2 }),
  hellblade: melee('Hellblade', 2, ['FIRE'], { injuryDice: 1 }),
  'tartarus-claws': melee('Tartarus Claws', 2, ['CUMBERSOME'], { pair: true }),
  'blasphemous-staff': melee('Blasphemous Staff', 1, ['FIRE', 'CRITICAL']),
  'executioners-axe': melee("Executioner's Axe", 2, ['CRITICAL'], { injuryDice: 2 }),
  'tenderizer-maul': melee('Tenderizer Maul', 2, ['HEAVY'], { injury: 1 }),
  'chain-maw': melee('Chain Maw', 0, ['RISKY ACTION'], { hit: 1, injuryDice: 1, ignoresArmour: 'always' }),
  'shredding-claws': melee('Shredding Claws', 2, ['RISKY ACTION', 'CUMBERSOME'], {
    injuryDice: 1,
    alwaysOffHand: true,
  }),
  misericordia: melee('Misericordia', 1, [], { ignoresArmour: 'down' }),
  vivisector: melee('Vivisector', 2, ['CUMBERSOME', 'BLOCK'], { hindersChargers: true }),
  'gavel-of-justice': melee('Gavel of Justice', 1, []),

  'standard-armour': { name: 'Standard Armour', category: 'armour', hands: 0, keywords: [], armour: -1 },
  'reinforced-armour': { name: 'Reinforced Armour', category: 'armour', hands: 0, keywords: [], armour: -2 },
  'machine-armour': {
    name: 'Machine Armour',
    category: 'armour',
    hands: 0,
    keywords: [],
    armour: -3,
    machine: true,
    eliteOnly: true,
  },
  'engineer-body-armour': {
    name: 'Engineer Body Armour',
    category: 'armour',
    hands: 0,
    keywords: [],
    armour: -2,
    protectsFrom: 'SHRAPNEL',
  },
  'armour-of-cobar': {
    name: 'Armour of Cobar',
    category: 'armour',
    hands: 0,
    keywords: [],
    armour: -3,
    machine: false,
  },
  'ducal-winged-armour': {
    name: 'Ducal Winged Armour',
    category: 'armour',
    hands: 0,
    keywords: [],
    armour: -3,
  },
  'trench-shield': { name: 'Trench Shield', category: 'shield', hands: 1, keywords: [], armour: -1 },
  'heavy-ballistic-shield': {
    name: 'Heavy Ballistic Shield',
    category: 'shield',
    hands: 1,
    keywords: [],
    effect: 'heavy-ballistic-shield',
  },

  'combat-helmet': {
    name: 'Combat Helmet',
    category: 'headgear',
    hands: 0,
    keywords: [],
    protectsFrom: 'SHRAPNEL',
    ignoresMarkerOnly: true,
  },
  'gas-mask': { name: 'Gas Mask', category: 'equipment', hands: 0, keywords: [], protectsFrom: 'GAS' },
  'infernal-brand-mark': {
    name: 'Infernal Brand Mark',
    category: 'equipment',
    hands: 0,
    keywords: [],
    protectsFrom: 'FIRE',
  },
  shovel: kit('Shovel', 'shovel'),
  'mountaineer-kit': kit('Mountaineer Kit', 'mountaineer-kit'),
  'medi-kit': kit('Medi-Kit', 'medi-kit'),
  'musical-instrument': kit('Musical Instrument', 'musical-instrument', { hands: 1 }),
  'troop-flag': kit('Troop Flag', 'troop-flag', { hands: 1 }),
  binoculars: kit('Binoculars', 'binoculars'),
  'sniper-scope': kit('Sniper Scope', 'sniper-scope'),
  'unholy-trinket': kit('Unholy Trinket', 'unholy-trinket', { keywords: ['CONSUMABLE'] }),
  'unholy-relic': kit('Unholy Relic', 'unholy-relic'),
  'hellbound-soul-contract': kit('Hellbound Soul Contract', 'hellbound-soul-contract'),
  'incendiary-ammunition': kit('Incendiary Ammunition', 'incendiary-ammunition', {
    keywords: ['CONSUMABLE'],
  }),
  'alchemical-ammunition': kit('Alchemical Ammunition', 'campaign'),
  'salvage-golem': kit('Salvage Golem', 'campaign'),
  knighthood: kit('Knighthood', 'campaign'),
  smokescreen: kit('Smokescreen', 'campaign', { keywords: ['CONSUMABLE'] }),
  'field-hospital': kit('Field Hospital', 'campaign'),
  'resurrection-engine': kit('Resurrection Engine', 'campaign', { keywords: ['CONSUMABLE'] }),
  'battlefield-title': kit('Battlefield Title', 'campaign'),
  'book-of-battle-prayers': kit('Book of Battle Prayers', 'campaign'),
  'field-shrine': kit('Field Shrine', 'campaign'),
  'martyrdom-pills': kit('Martyrdom Pills', 'campaign', { keywords: ['CONSUMABLE'] }),
  'the-mark-of-cain': kit('The Mark of Cain', 'campaign'),
  'trench-dog': kit('Trench Dog', 'campaign'),
  'guard-dog': kit('Trench Dog (Guard Dog)', 'campaign'),
  'mercy-dog': kit('Trench Dog (Mercy Dog)', 'campaign'),
  hellhound: kit('Trench Dog (Hellhound)', 'campaign'),
} satisfies Record<string, ItemDef>;

export type ItemId = keyof typeof ITEM_TABLE;

export const ITEMS: Readonly<Record<ItemId, ItemDef>> = ITEM_TABLE;

export function itemDef(id: ItemId): ItemDef {
  return ITEMS[id];
}

export function isItemId(value: unknown): value is ItemId {
  return typeof value === 'string' && Object.hasOwn(ITEMS, value);
}

export function hasKeyword(id: ItemId, keyword: ItemKeyword): boolean {
  return (ITEMS[id].keywords as readonly ItemKeyword[]).includes(keyword);
}

import type { ItemId } from './items.js';
import type { ArmouryEntry } from './profiles.js';

/** Armoury entries both lists print alike: same price, same LIMIT. */
export const COMMON_ARMOURY: Readonly<Partial<Record<ItemId, ArmouryEntry>>> = {
  'pistol-revolver': { cost: 6, currency: 'ducats', limit: 0 },
  shotgun: { cost: 10, currency: 'ducats', limit: 0 },
  grenades: { cost: 7, currency: 'ducats', limit: 0 },
  flamethrower: { cost: 30, currency: 'ducats', limit: 3 },
  'knife-dagger': { cost: 1, currency: 'ducats', limit: 0 },
  bayonet: { cost: 2, currency: 'ducats', limit: 0 },
  'trench-club': { cost: 3, currency: 'ducats', limit: 0 },
  'sword-axe': { cost: 4, currency: 'ducats', limit: 0 },
  'trench-polearm': { cost: 7, currency: 'ducats', limit: 0 },
  'double-handed-blunt-weapon': { cost: 10, currency: 'ducats', limit: 0 },
  'greatsword-greataxe': { cost: 12, currency: 'ducats', limit: 0 },
  'standard-armour': { cost: 15, currency: 'ducats', limit: 0 },
  'reinforced-armour': { cost: 40, currency: 'ducats', limit: 0 },
  'trench-shield': { cost: 10, currency: 'ducats', limit: 0 },
  'combat-helmet': { cost: 5, currency: 'ducats', limit: 0 },
  'gas-mask': { cost: 5, currency: 'ducats', limit: 0 },
  shovel: { cost: 5, currency: 'ducats', limit: 0 },
  'musical-instrument': { cost: 15, currency: 'ducats', limit: 1 },
  'troop-flag': { cost: 1, currency: 'glory', limit: 1 },
  'sniper-scope': { cost: 2, currency: 'glory', limit: 2 },
  knighthood: { cost: 4, currency: 'glory', limit: 1 },
  'bolt-action-rifle': { cost: 10, currency: 'ducats', limit: 0 },
  'semi-automatic-rifle': { cost: 15, currency: 'ducats', limit: 0 },
  'grenade-launcher': { cost: 30, currency: 'ducats', limit: 2 },
  'battlefield-title': { cost: 6, currency: 'glory', limit: 1 },
  'trench-dog': { cost: 1, currency: 'glory', limit: 1 },
  'guard-dog': { cost: 2, currency: 'glory', limit: 1 },
};

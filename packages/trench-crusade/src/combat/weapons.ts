import { hasAbility, hasKeyword } from '../state/query.js';
import type { Model } from '../state/types.js';
import type { ItemKeyword } from '../types.js';
import { ITEMS, type ItemDef } from '../warbands/items.js';

/** Fighting without a melee weapon (reference §7): -1 DICE to hit and to injure, never an off-hand. */
export const UNARMED = -1;

export function weaponDef(m: Model, weapon: number): ItemDef | null {
  if (weapon === UNARMED) return null;
  const id = m.items[weapon];
  return id ? ITEMS[id] : null;
}

/** The weapon's keywords; Incendiary Ammunition gives the bearer's first rifle or pistol FIRE. */
export function weaponKeywords(m: Model, weapon: number): ItemKeyword[] {
  const def = weaponDef(m, weapon);
  if (!def) return [];
  const out = [...def.keywords];
  if (m.items.includes('incendiary-ammunition') && weapon === firstRifleOrPistol(m) && !out.includes('FIRE'))
    out.push('FIRE');
  return out;
}

function firstRifleOrPistol(m: Model): number {
  return m.items.findIndex(
    (id) => ITEMS[id].category === 'ranged' && (/rifle/i.test(ITEMS[id].name) || ITEMS[id].pistol),
  );
}

export function weaponHas(m: Model, weapon: number, k: ItemKeyword): boolean {
  return weaponKeywords(m, weapon).includes(k);
}

/** Ranged weapons it can still use (CONSUMABLE ones only once per battle). */
export function rangedWeapons(m: Model): number[] {
  if (m.ranged === null) return [];
  return m.items
    .map((id, i) => ({ id, i }))
    .filter(
      ({ id }) =>
        ITEMS[id].category === 'ranged' &&
        !(ITEMS[id].keywords.includes('CONSUMABLE') && m.used.includes(id)),
    )
    .map(({ i }) => i);
}

/**
 * Weapons it can fight with in melee: melee weapons, pistols (with the Ranged characteristic), a
 * Bayonet on a BAYONET LUG weapon; unarmed when it has none.
 */
export function meleeWeapons(m: Model): number[] {
  const lug = m.items.some(
    (id) => ITEMS[id].category === 'ranged' && ITEMS[id].keywords.includes('BAYONET LUG'),
  );
  const out = m.items
    .map((id, i) => ({ id, i, def: ITEMS[id] }))
    .filter(
      ({ def }) => (def.category === 'melee' && (!def.bayonet || lug)) || (def.pistol && m.ranged !== null),
    )
    .map(({ i }) => i);
  return out.length > 0 ? out : [UNARMED];
}

/** HEAVY binds the model unless it is STRONG or an ability lifts it for that weapon. */
export function heavyFor(m: Model, weapon: number): boolean {
  const def = weaponDef(m, weapon);
  if (!def || !weaponHas(m, weapon, 'HEAVY') || hasKeyword(m, 'STRONG')) return false;
  if (def.category === 'melee' && hasAbility(m, 'assault-drill')) return false;
  if (m.items[weapon] === 'satchel-charge' && hasAbility(m, 'battlefield-demolition')) return false;
  return true;
}

/** Carries any HEAVY item that binds it (no D6 charge bonus, reference §4.1). */
export function burdenedByHeavy(m: Model): boolean {
  return m.items.some((_, i) => heavyFor(m, i));
}

/** Hands a melee weapon needs for two-weapon fighting: STRONG holds a two-handed one in one hand, unless CUMBERSOME. */
export function meleeHands(m: Model, weapon: number): number {
  const def = weaponDef(m, weapon);
  if (!def) return 1;
  if (def.hands === 2 && hasKeyword(m, 'STRONG') && !weaponHas(m, weapon, 'CUMBERSOME')) return 1;
  return def.bayonet ? 2 : def.hands;
}

/**
 * The pairs it may fight with together (seed, Two melee weapons): two weapons of one hand each (a STRONG
 * model's two-handed weapon counting as one), or weapons that need no hand beside another (Chain Maw).
 */
export function twoWeaponPair(m: Model): [number, number] | null {
  const weapons = meleeWeapons(m).filter((w) => w !== UNARMED);
  if (weapons.length !== 2) return null;
  const [a, b] = weapons as [number, number];
  if (weaponDef(m, a)?.pair || weaponDef(m, b)?.pair) return null;
  return meleeHands(m, a) + meleeHands(m, b) <= 2 ? [a, b] : null;
}

/** The weapon that must be the off-hand one, when a rule fixes it (Shredding Claws). */
export function fixedOffHand(m: Model): number | null {
  const pair = twoWeaponPair(m);
  if (!pair) return null;
  return pair.find((w) => weaponDef(m, w)?.alwaysOffHand) ?? null;
}

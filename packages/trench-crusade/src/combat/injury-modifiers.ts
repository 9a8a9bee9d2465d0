import type { Modifier } from '../engine/events.js';
import { armourOf, hasAbility, hasKeyword, isDown } from '../state/query.js';
import type { Model } from '../state/types.js';
import type { ItemKeyword } from '../types.js';
import { ITEMS } from '../warbands/items.js';
import { UNARMED, weaponDef, weaponKeywords } from './weapons.js';

export type InjuryCause = 'ranged-attack' | 'melee-attack' | 'blast' | 'fall' | 'dangerous-terrain';

/** An injury roll to make: who is hurt, by what, and the ±DICE the attack itself brings. */
export interface InjuryRequest {
  target: string;
  by: string | null;
  cause: InjuryCause;
  /** Index of the attacker's weapon, UNARMED, or null for falls and terrain. */
  weapon: number | null;
  critical: boolean;
  /** ±DICE of the attack's circumstances: range bands, blast, height fallen. */
  extra: Modifier[];
  /** 2D6, or 3D6 (Infernal Bomb under the point of impact). */
  base: number;
  /** The hit gives only its keyword's BLOOD MARKER, with no injury roll (Tormentor Chain). */
  markerOnly?: boolean;
}

/** An injury nobody inflicts: a fall (with its ±DICE) or Dangerous Terrain. */
export function accident(target: string, cause: 'fall' | 'dangerous-terrain', dice = 0): InjuryRequest {
  const extra = dice > 0 ? [{ source: cause, value: dice }] : [];
  return { target, by: null, cause, weapon: null, critical: false, extra, base: 2 };
}

/** Keywords that add a BLOOD MARKER to every hit, and the gear that turns them away. */
export const MARKER_KEYWORDS: readonly ItemKeyword[] = ['FIRE', 'GAS', 'SHRAPNEL'];

function protectedFrom(target: Model, k: ItemKeyword): { marker: boolean; injuryDice: number } {
  let marker = false;
  let injuryDice = 0;
  for (const id of target.items) {
    const def = ITEMS[id];
    if (def.protectsFrom !== k) continue;
    marker = true;
    if (!def.ignoresMarkerOnly) injuryDice = -1;
  }
  if (k === 'GAS' && (hasAbility(target, 'artificial-life') || hasKeyword(target, 'GOLEM'))) {
    marker = true;
    injuryDice = hasAbility(target, 'artificial-life') ? -1 : injuryDice;
  }
  if (k === 'FIRE' && (hasKeyword(target, 'DEMONIC') || hasKeyword(target, 'GOLEM'))) marker = true;
  return { marker, injuryDice };
}

/** BLOOD MARKERS a hit adds after its injury roll (FIRE, GAS, SHRAPNEL), once each, after protections. */
export function keywordMarkers(attacker: Model | null, weapon: number | null, target: Model): number {
  if (!attacker || weapon === null) return 0;
  const keywords = weaponKeywords(attacker, weapon);
  const double = weaponDef(attacker, weapon)?.doubleMarkers ? 2 : 1;
  return (
    MARKER_KEYWORDS.filter((k) => keywords.includes(k) && !protectedFrom(target, k).marker).length * double
  );
}

/**
 * The Injury Chart's modifiers (seed p. 9): ±DICE for a Down target, a Critical Success (one more with a
 * CRITICAL weapon), the weapon and the attack's circumstances; flat armour (Trench Shield -1, Standard
 * -1, Reinforced -2, Machine -3 without a shield) unless the weapon ignores it, and the weapon's own bonus.
 */
export function injuryModifiers(
  req: InjuryRequest,
  attacker: Model | null,
  target: Model,
): { dice: Modifier[]; flat: Modifier[] } {
  const dice: Modifier[] = [...req.extra];
  const flat: Modifier[] = [];
  const weapon = req.weapon;
  const def = attacker && weapon !== null ? weaponDef(attacker, weapon) : null;
  const keywords = attacker && weapon !== null ? weaponKeywords(attacker, weapon) : [];
  if (isDown(target)) dice.push({ source: 'target-down', value: 1 });
  if (req.critical) dice.push({ source: 'critical-success', value: 1 });
  if (req.critical && keywords.includes('CRITICAL')) dice.push({ source: 'critical-weapon', value: 1 });
  if (def?.injuryDice) dice.push({ source: 'weapon', value: def.injuryDice });
  if (weapon === UNARMED) dice.push({ source: 'unarmed', value: -1 });
  if (
    attacker &&
    req.cause === 'melee-attack' &&
    isDown(target) &&
    hasAbility(attacker, 'finish-the-fallen')
  ) {
    dice.push({ source: 'finish-the-fallen', value: 1 });
  }
  for (const k of MARKER_KEYWORDS) {
    if (!keywords.includes(k)) continue;
    const p = protectedFrom(target, k).injuryDice;
    if (p) dice.push({ source: `protected-from-${k.toLowerCase()}`, value: p });
  }
  const ignores =
    def?.ignoresArmour === 'always' ||
    (def?.ignoresArmour === 'critical' && req.critical) ||
    (def?.ignoresArmour === 'down' && isDown(target));
  const armour = armourOf(target);
  if (armour !== 0 && !ignores) {
    flat.push({ source: 'armour', value: armour });
  }
  if (def?.injury) flat.push({ source: 'weapon', value: def.injury });
  return { dice, flat };
}

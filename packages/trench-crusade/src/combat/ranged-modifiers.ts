import { rulesOf } from '../battlefield/terrain.js';
import type { Modifier } from '../engine/events.js';
import { touchingBlockers } from '../geometry/contact.js';
import { coverFrom } from '../geometry/cover.js';
import { elevatedPosition } from '../geometry/elevation.js';
import { bodyOf, carries, distanceBetween, hasAbility } from '../state/query.js';
import type { Model, TrenchState } from '../state/types.js';
import { actionDice } from './action-roll.js';
import { weaponDef, weaponHas } from './weapons.js';

/** Where the target stands for this shot: distance, range band, cover, height. */
export interface ShotSituation {
  distance: number;
  range: number;
  /** Beyond half the weapon's range (seed: Long Range). */
  longRange: boolean;
  /** Within half its range (Heavy Shotgun's short range). */
  shortRange: boolean;
  /** The piece giving cover, 'dug-in', 'shield', or null. */
  cover: string | null;
  elevated: boolean;
}

export function shotSituation(s: TrenchState, attacker: Model, weapon: number, target: Model): ShotSituation {
  const def = weaponDef(attacker, weapon);
  const range = def?.range ?? 0;
  const distance = distanceBetween(attacker, target);
  const cover =
    coverFrom(s.battlefield.terrain, bodyOf(attacker), bodyOf(target)) ??
    (target.dugIn ? 'dug-in' : carries(target, 'heavy-ballistic-shield') ? 'shield' : null);
  return {
    distance,
    range,
    longRange: distance > range / 2 + 1e-9,
    shortRange: distance <= range / 2 + 1e-9,
    cover,
    elevated: elevatedPosition(bodyOf(attacker), bodyOf(target)),
  };
}

/** Shooting from behind cover (Silenced Pistol): the shooter's base touches scenery that gives cover. */
function behindCover(s: TrenchState, m: Model): boolean {
  return s.battlefield.terrain.some((p) => rulesOf(p).cover && touchingBlockers(p, bodyOf(m)).length > 0);
}

/**
 * The ±DICE of a ranged attack's hit roll (seed p. 8): the Ranged characteristic and the weapon; -1 for a
 * target behind cover; -1 at long range; +1 from an elevated position; then the model's own (Down, Unholy
 * Hymns), Aim, Stealth Generator. BLOOD MARKERS come on top, when the opponent spends them.
 */
export function rangedModifiers(s: TrenchState, attacker: Model, weapon: number, target: Model): Modifier[] {
  const def = weaponDef(attacker, weapon);
  const at = shotSituation(s, attacker, weapon, target);
  const out: Modifier[] = [];
  if (attacker.ranged) out.push({ source: 'ranged-characteristic', value: attacker.ranged });
  if (def?.hit) out.push({ source: 'weapon', value: def.hit });
  if (def?.hitFromCover && behindCover(s, attacker))
    out.push({ source: 'shooting-from-cover', value: def.hitFromCover });
  const grenade = weaponHas(attacker, weapon, 'GRENADE');
  if (at.cover && !grenade && !def?.ignoresCover && !def?.markerOnly)
    out.push({ source: 'cover', value: -1 });
  const scoped = carries(attacker, 'sniper-scope') && /rifle/i.test(def?.name ?? '');
  if (at.longRange && !grenade && !def?.longRange && !scoped && !def?.markerOnly)
    out.push({ source: 'long-range', value: -1 });
  if (at.elevated) out.push({ source: 'elevated-position', value: 1 });
  const a = s.activation;
  if (a?.model === attacker.id && a.aimed) out.push({ source: 'aim', value: 2 });
  if (hasAbility(target, 'stealth-generator')) out.push({ source: 'stealth-generator', value: -1 });
  if (hasAbility(target, 'temporal-fugue')) out.push({ source: 'temporal-fugue', value: -1 });
  out.push(...actionDice(s, attacker));
  return out;
}

/** ±DICE the range band adds to a ranged attack's injury roll (shotguns at long range, Heavy Shotgun up close). */
export function rangedInjuryDice(s: TrenchState, attacker: Model, weapon: number, target: Model): Modifier[] {
  const def = weaponDef(attacker, weapon);
  const at = shotSituation(s, attacker, weapon, target);
  const out: Modifier[] = [];
  if (def?.longRange === 'injury-minus' && at.longRange) out.push({ source: 'long-range', value: -1 });
  if (def?.shortRangeInjuryDice && at.shortRange)
    out.push({ source: 'short-range', value: def.shortRangeInjuryDice });
  return out;
}

import type { Modifier } from '../engine/events.js';
import { defendedObstacle } from '../geometry/defended-obstacle.js';
import { bodyOf, carries, hasAbility, hasKeyword, isDown } from '../state/query.js';
import type { Model, TrenchState } from '../state/types.js';
import { IGNORES_FEAR } from '../warbands/abilities.js';
import { ITEMS } from '../warbands/items.js';
import { actionDice } from './action-roll.js';
import { UNARMED, weaponDef } from './weapons.js';

/** FEAR: enemies without FEAR (or a rule against it) attack it in melee at -1 DICE. */
export function fearful(attacker: Model, target: Model): boolean {
  return (
    hasKeyword(target, 'FEAR') &&
    !hasKeyword(attacker, 'FEAR') &&
    !attacker.abilities.some((a) => IGNORES_FEAR.includes(a))
  );
}

/** A Diving Charge that succeeded against this target in the attacker's own Activation (reference §4.1). */
export function divingAt(s: TrenchState, attacker: Model, target: Model): boolean {
  return s.activation?.model === attacker.id && s.activation.diving === target.id;
}

/** The Diving Charge's +1 DICE to injure, for the injury roll of a melee hit. */
export function meleeInjuryDice(s: TrenchState, attacker: Model, target: Model): Modifier[] {
  return divingAt(s, attacker, target) ? [{ source: 'diving-charge', value: 1 }] : [];
}

/**
 * The ±DICE of a melee attack's hit roll (seed p. 9): the Melee characteristic (a pistol uses the Ranged
 * one) and the weapon; -1 against a defender behind a Defended obstacle (not when it is Down); -1 with the
 * off-hand weapon; -1 unarmed; FEAR; weapons that hinder chargers; the model's own (Down, Unholy Hymns).
 */
export function meleeModifiers(
  s: TrenchState,
  attacker: Model,
  weapon: number,
  target: Model,
  offHand: boolean,
): Modifier[] {
  const def = weaponDef(attacker, weapon);
  const out: Modifier[] = [];
  const characteristic = def?.pistol ? (attacker.ranged ?? 0) : attacker.melee;
  if (characteristic)
    out.push({
      source: def?.pistol ? 'ranged-characteristic' : 'melee-characteristic',
      value: characteristic,
    });
  if (def?.hit) out.push({ source: 'weapon', value: def.hit });
  if (weapon === UNARMED) out.push({ source: 'unarmed', value: -1 });
  if (offHand && !def?.pair) out.push({ source: 'off-hand', value: -1 });
  const charged = s.activation?.model === attacker.id && s.activation.charged !== null;
  const diving = divingAt(s, attacker, target);
  if (diving) out.push({ source: 'diving-charge', value: 1 });
  const obstacle =
    !diving && !isDown(target) && defendedObstacle(s.battlefield.terrain, bodyOf(target), bodyOf(attacker));
  const shieldWall = charged && carries(target, 'heavy-ballistic-shield');
  if (obstacle || shieldWall) out.push({ source: 'defended-obstacle', value: -1 });
  if (fearful(attacker, target)) out.push({ source: 'fear', value: -1 });
  if (charged && !shieldWall && target.items.some((id) => ITEMS[id].hindersChargers)) {
    out.push({ source: 'hinders-chargers', value: -1 });
  }
  if (hasAbility(target, 'temporal-fugue')) out.push({ source: 'temporal-fugue', value: -1 });
  out.push(...actionDice(s, attacker));
  return out;
}

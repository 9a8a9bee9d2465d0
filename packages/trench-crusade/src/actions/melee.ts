import { fixedOffHand, meleeWeapons, twoWeaponPair, UNARMED, weaponDef } from '../combat/weapons.js';
import { push } from '../engine/context.js';
import { reject } from '../engine/rejection.js';
import { canSee, meleeOpponents, model } from '../state/query.js';
import type { Activation, Model, TrenchState } from '../state/types.js';
import { activeModel } from './guard.js';
import type { ActionHandler } from './handler.js';

/** Attacks it may still make with each weapon this Activation, and whether that one is the off-hand. */
export function meleeChoices(
  s: TrenchState,
  m: Model,
  a: Activation,
): { weapon: number; offHand: boolean; targets: string[] }[] {
  const targets = meleeOpponents(s, m)
    .filter((e) => canSee(s, m, e))
    .map((e) => e.id);
  if (targets.length === 0) return [];
  const weapons = meleeWeapons(m);
  const pair = twoWeaponPair(m);
  const used = a.meleeWith;
  const pairWeapon = weapons.find((w) => weaponDef(m, w)?.pair);
  if (pairWeapon !== undefined) {
    // A pair of claws: two attacks, no off-hand penalty.
    return used.length < 2 ? [{ weapon: pairWeapon, offHand: false, targets }] : [];
  }
  if (!pair) {
    if (used.length > 0) return [];
    return weapons.map((w) => ({ weapon: w, offHand: false, targets }));
  }
  // Two weapons (seed): the off-hand is declared before the first roll and attacks last.
  if (used.length >= 2) return [];
  if (used.length === 1) {
    const off = a.offHand;
    return off !== null && !used.includes(off) ? [{ weapon: off, offHand: true, targets }] : [];
  }
  const fixed = fixedOffHand(m);
  return pair.filter((w) => w !== fixed).map((w) => ({ weapon: w, offHand: false, targets }));
}

/** The off-hand choices for a first attack with two weapons (null when nothing to declare). */
export function offHandChoices(m: Model, a: Activation): number[] | null {
  const pair = twoWeaponPair(m);
  if (!pair || a.meleeWith.length > 0) return null;
  const fixed = fixedOffHand(m);
  return fixed !== null ? [fixed] : pair;
}

export const MELEE: ActionHandler<'melee'> = {
  type: 'melee',
  options(s, m, a) {
    const weapons = meleeChoices(s, m, a);
    return weapons.length > 0
      ? { type: 'melee', model: m.id, weapons, declareOffHand: offHandChoices(m, a) }
      : null;
  },
  check(s, seat, cmd) {
    const am = activeModel(s, seat, cmd.model);
    if ('code' in am) return am;
    const { m, a } = am;
    const choice = meleeChoices(s, m, a).find((c) => c.weapon === cmd.weapon);
    if (!choice)
      return reject(
        'illegal-weapon',
        `${m.name} cannot make a Melee Attack with weapon ${String(cmd.weapon)} now`,
      );
    if (!choice.targets.includes(cmd.target)) {
      return reject(
        'illegal-target',
        `${String(cmd.target)} is not an enemy in melee with ${m.name} that it can see`,
      );
    }
    const declare = offHandChoices(m, a);
    if (declare) {
      if (cmd.offHand === undefined || !declare.includes(cmd.offHand) || cmd.offHand === cmd.weapon) {
        return reject(
          'illegal-weapon',
          `with two weapons, declare the off-hand one first (${declare.join(' or ')}); it attacks last`,
        );
      }
    } else if (cmd.offHand !== undefined) {
      return reject('illegal-weapon', 'there is no off-hand weapon to declare now');
    }
    return (ctx) => {
      const act = ctx.s.activation!;
      if (declare && cmd.offHand !== undefined) act.offHand = cmd.offHand;
      act.meleeWith.push(cmd.weapon);
      if (!act.taken.includes('melee-attack')) act.taken.push('melee-attack');
      push(ctx, {
        kind: 'melee-attack',
        attacker: model(ctx.s, m.id).id,
        weapon: cmd.weapon,
        target: cmd.target,
        offHand: choice.offHand && cmd.weapon !== UNARMED,
        free: false,
        stage: 'hit',
        missed: false,
      });
    };
  },
};

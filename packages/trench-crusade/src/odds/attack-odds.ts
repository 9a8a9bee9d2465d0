import { ACTION_SUCCESS } from '../charts/action-success.js';
import { type InjuryResult, injuryResult } from '../charts/injury-chart.js';
import { netDice } from '../combat/action-roll.js';
import { type InjuryRequest, injuryModifiers } from '../combat/injury-modifiers.js';
import { meleeInjuryDice, meleeModifiers } from '../combat/melee-modifiers.js';
import { rangedInjuryDice, rangedModifiers } from '../combat/ranged-modifiers.js';
import { convertInjury } from '../combat/take-injury.js';
import { weaponDef } from '../combat/weapons.js';
import { poolDistribution, shifted } from '../dice/pool-odds.js';
import type { Modifier } from '../engine/events.js';
import { withinMeleeRange } from '../geometry/distance.js';
import { bodyOf, inMelee, model, tableModels } from '../state/query.js';
import type { Model, TrenchState } from '../state/types.js';

/** Markers the opponents might spend: on the hit roll (-DICE), on the injury roll (+DICE), a Bloodbath. */
export interface OddsOptions {
  hitMarkers?: number;
  injuryMarkers?: number;
  bloodbath?: boolean;
}

export type InjuryOdds = Record<InjuryResult, number>;

/** The exact odds of one attack (one shot of a multi-shot weapon), before it is made. */
export interface AttackOdds {
  /** ±DICE of the hit roll, as the roll will see them. */
  hitDice: Modifier[];
  /** Chance to hit (a Critical Success included); 1 for weapons that hit without a roll. */
  hit: number;
  critical: number;
  /** Injury ±DICE and flat modifiers on an ordinary hit. */
  injuryDice: Modifier[];
  injuryFlat: Modifier[];
  /** Chances of each final result over the whole attack (a miss counts as No Effect). */
  result: InjuryOdds;
  /** Chances of each result once the attack has hit. */
  onHit: InjuryOdds;
  /** Attacks one ACTION makes. */
  attacks: number;
  /** Shooting into melee: the chance a shot is resolved against the declared target. */
  reachesTarget: number;
}

const zero = (): InjuryOdds => ({ 'no-effect': 0, 'minor-hit': 0, down: 0, 'out-of-action': 0 });

/** The distribution of one injury roll's final result, TOUGH, Machine Armour and GOLEM included. */
export function injuryOdds(
  req: InjuryRequest,
  attacker: Model | null,
  target: Model,
  options: OddsOptions = {},
): InjuryOdds {
  const { dice, flat } = injuryModifiers(req, attacker, target);
  const dist = poolDistribution(req.base, netDice(dice) + (options.injuryMarkers ?? 0));
  const out = zero();
  for (const [total, p] of shifted(dist, netDice(flat), options.bloodbath === true)) {
    out[convertInjury(target, injuryResult(total), options.bloodbath === true).result] += p;
  }
  return out;
}

function combine(
  hitDice: Modifier[],
  auto: boolean,
  options: OddsOptions,
  onHit: (critical: boolean) => InjuryOdds,
) {
  const dist = auto ? null : poolDistribution(2, netDice(hitDice) - (options.hitMarkers ?? 0));
  const p = (lo: number, hi: number) => (dist ?? []).reduce((n, q, t) => n + (t >= lo && t <= hi ? q : 0), 0);
  const critical = auto ? 0 : p(ACTION_SUCCESS.critical, Number.POSITIVE_INFINITY);
  const plain = auto ? 1 : p(ACTION_SUCCESS.success, ACTION_SUCCESS.critical - 1);
  const normal = onHit(false);
  const crit = critical > 0 ? onHit(true) : zero();
  const result = zero();
  for (const k of Object.keys(result) as InjuryResult[]) result[k] = plain * normal[k] + critical * crit[k];
  result['no-effect'] += 1 - plain - critical;
  const hit = plain + critical;
  const given = zero();
  for (const k of Object.keys(given) as InjuryResult[])
    given[k] = hit > 0 ? (plain * normal[k] + critical * crit[k]) / hit : 0;
  return { hit, critical, result, onHit: given };
}

/** Shooting into melee: half the shots go to the enemy side, shared among the enemies within 1" (seed). */
function reachesTarget(s: TrenchState, target: Model): number {
  if (!inMelee(s, target)) return 1;
  const pool = tableModels(s, target.seat).filter(
    (m) => (m.id === target.id || withinMeleeRange(bodyOf(m), bodyOf(target))) && inMelee(s, m),
  );
  return 0.5 / Math.max(1, pool.length);
}

/**
 * Odds of a ranged attack, from the same modifier functions the attack rolls with: the chance to hit with
 * its ±DICE pool and the chance of each Injury Chart result.
 */
export function rangedOdds(
  s: TrenchState,
  attackerId: string,
  weapon: number,
  targetId: string,
  options: OddsOptions = {},
): AttackOdds {
  const attacker = model(s, attackerId);
  const target = model(s, targetId);
  const def = weaponDef(attacker, weapon);
  const hitDice = rangedModifiers(s, attacker, weapon, target);
  const extra = rangedInjuryDice(s, attacker, weapon, target);
  const req = (critical: boolean): InjuryRequest => ({
    target: target.id,
    by: attacker.id,
    cause: 'ranged-attack',
    weapon,
    critical,
    extra,
    base: def?.directHitThreeDice ? 3 : 2,
  });
  const injury = injuryModifiers(req(false), attacker, target);
  const odds = combine(hitDice, def?.autoHit !== undefined, options, (c) =>
    def?.markerOnly ? { ...zero(), 'no-effect': 1 } : injuryOdds(req(c), attacker, target, options),
  );
  return {
    hitDice,
    injuryDice: injury.dice,
    injuryFlat: injury.flat,
    ...odds,
    attacks: def?.autoHit ?? def?.attacks ?? 1,
    reachesTarget: reachesTarget(s, target),
  };
}

export function meleeOdds(
  s: TrenchState,
  attackerId: string,
  weapon: number,
  targetId: string,
  offHand = false,
  options: OddsOptions = {},
): AttackOdds {
  const attacker = model(s, attackerId);
  const target = model(s, targetId);
  const hitDice = meleeModifiers(s, attacker, weapon, target, offHand);
  const extra = meleeInjuryDice(s, attacker, target);
  const req = (critical: boolean): InjuryRequest => ({
    target: target.id,
    by: attacker.id,
    cause: 'melee-attack',
    weapon,
    critical,
    extra,
    base: 2,
  });
  const injury = injuryModifiers(req(false), attacker, target);
  const odds = combine(hitDice, false, options, (c) => injuryOdds(req(c), attacker, target, options));
  return { hitDice, injuryDice: injury.dice, injuryFlat: injury.flat, ...odds, attacks: 1, reachesTarget: 1 };
}

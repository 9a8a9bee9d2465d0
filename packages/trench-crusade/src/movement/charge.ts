import { burdenedByHeavy } from '../combat/weapons.js';
import { rollDie } from '../dice/dice.js';
import { type Ctx, emit, push } from '../engine/context.js';
import type { ChargeProc } from '../state/procs.js';
import { hasAbility, model, onTheTable, wearsMachineArmour } from '../state/query.js';
import type { Model } from '../state/types.js';

/** A charge goes at most 12" (reference §4.1). */
export const MAX_CHARGE = 12;

/** Movement for this Activation: halved after standing up (seed, Warrior Down!). */
export function movementOf(ctx: { s: Ctx['s'] }, m: Model): number {
  const a = ctx.s.activation;
  return a?.model === m.id && a.halved ? m.movement / 2 : m.movement;
}

/**
 * The charge bonus (reference §4.1): a D6 added to Movement; Machine Armour rolls a D3; HEAVY gear on a
 * model that is not STRONG gives none; Shock Charge rolls 2D6 and keeps the higher.
 */
export function chargeBonus(ctx: Ctx, m: Model): { dice: number[]; kept: number } {
  if (burdenedByHeavy(m)) return { dice: [], kept: 0 };
  if (wearsMachineArmour(m)) {
    const d = rollDie(ctx.dice, 'D3');
    return { dice: [d], kept: d };
  }
  if (hasAbility(m, 'shock-charge')) {
    const dice = [rollDie(ctx.dice, 'D6'), rollDie(ctx.dice, 'D6')];
    return { dice, kept: Math.max(...dice) };
  }
  const d = rollDie(ctx.dice, 'D6');
  return { dice: [d], kept: d };
}

/** The charge roll, then the move along the declared path as far as it reaches. */
export function runCharge(ctx: Ctx, p: ChargeProc): 'done' {
  const m = model(ctx.s, p.model);
  if (!onTheTable(m)) return 'done';
  const bonus = chargeBonus(ctx, m);
  const distance = Math.min(MAX_CHARGE, movementOf(ctx, m) + bonus.kept);
  emit(ctx, { type: 'charge-roll', model: m.id, dice: bonus.dice, kept: bonus.kept, distance });
  push(ctx, {
    kind: 'move',
    model: m.id,
    mode: 'charge',
    legs: p.legs,
    leg: 0,
    budget: distance,
    rolled: false,
    entries: 0,
    charge: { targets: p.targets },
    visited: [m.position!],
    stopped: false,
  });
  return 'done';
}

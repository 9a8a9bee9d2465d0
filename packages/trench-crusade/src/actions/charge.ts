import { isShaken } from '../combat/action-roll.js';
import { actionRollProc } from '../combat/action-then.js';
import { push } from '../engine/context.js';
import { reject } from '../engine/rejection.js';
import { withinMeleeRange } from '../geometry/distance.js';
import { MAX_CHARGE } from '../movement/charge.js';
import type { Proc } from '../state/procs.js';
import { bodyOf, canSee, distanceBetween, enemiesOf, meleeOpponents, model } from '../state/query.js';
import type { Activation, Model, TrenchState } from '../state/types.js';
import { cloneJson } from '../util/clone.js';
import { activeModel } from './guard.js';
import type { ActionHandler } from './handler.js';
import { checkPath, moveBarred, moveRules } from './move.js';

/**
 * Why the model cannot Charge now, or null (reference §3–4.1): a Move already taken; Down; in melee (FAQ
 * A2.1); Shaken (seed); after shooting, unless with a single ASSAULT shot.
 */
export function chargeBarred(s: TrenchState, m: Model, a: Activation): string | null {
  const barred = moveBarred(s, m, a, 'move');
  if (barred) return barred;
  if (meleeOpponents(s, m).length > 0) return `${m.name} is in melee: it may only Retreat or move within 1"`;
  if (isShaken(s, m)) return `${m.name}'s warband is Shaken and cannot Charge this turn`;
  if (a.shot && !a.shot.assaultSingle)
    return `${m.name} has shot this Activation (only one ASSAULT shot allows a Charge)`;
  return null;
}

/** Enemies within 12" it may charge, and whether it sees them (unseen: a RISKY ACTION first). */
export function chargeTargets(s: TrenchState, m: Model): { model: string; seen: boolean }[] {
  return enemiesOf(s, m)
    .filter((e) => distanceBetween(m, e) <= MAX_CHARGE + 1e-9)
    .map((e) => ({ model: e.id, seen: canSee(s, m, e) }));
}

export const CHARGE: ActionHandler<'charge'> = {
  type: 'charge',
  options(s, m, a) {
    if (chargeBarred(s, m, a)) return null;
    const targets = chargeTargets(s, m);
    return targets.length > 0 ? { type: 'charge', model: m.id, targets, maxDistance: MAX_CHARGE } : null;
  },
  check(s, seat, cmd) {
    const am = activeModel(s, seat, cmd.model);
    if ('code' in am) return am;
    const { m, a } = am;
    const barred = chargeBarred(s, m, a);
    if (barred) return reject('action-taken', barred);
    if (!Array.isArray(cmd.targets) || cmd.targets.length === 0)
      return reject('malformed-command', 'a charge names its targets');
    if (new Set(cmd.targets).size !== cmd.targets.length)
      return reject('illegal-target', 'each target is named once');
    const allowed = chargeTargets(s, m);
    const bad = cmd.targets.find((t) => !allowed.some((x) => x.model === t));
    if (bad) return reject('illegal-target', `${String(bad)} is not an enemy within 12" of ${m.name}`);
    const legs = checkPath(s, m, cmd.path, moveRules(s, m, 'charge', cmd.targets), MAX_CHARGE);
    if (!Array.isArray(legs)) return legs;
    const last = legs.at(-1)!;
    if (!last.interposed) {
      const end = { ...bodyOf(m), position: last.to.position, z: last.to.z, standsOn: last.to.standsOn };
      const far = cmd.targets.find((t) => !withinMeleeRange(end, bodyOf(model(s, t))));
      // Multiple targets need one spot that reaches them all (reference §4.1).
      if (far) return reject('illegal-path', `the charge must end within 1" of ${model(s, far).name}`);
    }
    const unseen = cmd.targets.some((t) => !allowed.find((x) => x.model === t)?.seen);
    return (ctx) => {
      const act = ctx.s.activation!;
      const mm = model(ctx.s, m.id);
      act.taken.push('move');
      act.moveMode = 'charge';
      act.moved = true;
      const charge: Proc = { kind: 'charge', model: mm.id, targets: [...cmd.targets], legs: cloneJson(legs) };
      if (!unseen) return push(ctx, charge);
      // Charging a target it cannot see takes a RISKY ACTION first (reference §4.1, FAQ #2).
      push(
        ctx,
        actionRollProc(ctx.s, mm, 'charge-unseen', {
          risky: true,
          onSuccess: { kind: 'proc', proc: charge },
        }),
      );
    };
  },
};

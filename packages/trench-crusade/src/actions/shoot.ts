import { heavyFor, rangedWeapons, weaponDef, weaponHas } from '../combat/weapons.js';
import { push } from '../engine/context.js';
import { type Rejection, reject } from '../engine/rejection.js';
import { canSee, distanceBetween, enemiesOf, meleeOpponents, model } from '../state/query.js';
import type { Activation, Model, TrenchState } from '../state/types.js';
import { activeModel, took } from './guard.js';
import type { ActionHandler } from './handler.js';

/** Weapons whose several targets must stand close together. */
const CLOSE_TARGETS = 6;

/** Why the model cannot take the Ranged Attack ACTION now, or null (seed p. 8, reference §3). */
export function shootBarred(s: TrenchState, m: Model, a: Activation): string | null {
  if (took(a, 'ranged-attack')) return `${m.name} has already made its Ranged Attack`;
  if (m.ranged === null) return `${m.name} cannot make ranged attacks`;
  if (meleeOpponents(s, m).length > 0) return `${m.name} is in melee and cannot shoot (seed)`;
  return null;
}

/** Shots one Ranged Attack ACTION makes with the weapon, and whether it may be aimed at several models. */
export function shotsOf(m: Model, weapon: number): number {
  const def = weaponDef(m, weapon);
  return def?.autoHit ?? def?.attacks ?? 1;
}

/** Each usable ranged weapon and the enemies it can shoot: in sight and in range (seed, steps 1–2). */
export function shootTargets(
  s: TrenchState,
  m: Model,
  a: Activation,
): { weapon: number; shots: number; repeat: boolean; targets: string[] }[] {
  return rangedWeapons(m)
    .filter((w) => !(a.moved && heavyFor(m, w)))
    .filter((w) => !a.charged || (weaponHas(m, w, 'ASSAULT') && shotsOf(m, w) === 1))
    .map((w) => {
      const range = weaponDef(m, w)?.range ?? 0;
      const targets = enemiesOf(s, m)
        .filter((e) => distanceBetween(m, e) <= range + 1e-9 && canSee(s, m, e))
        .map((e) => e.id);
      return { weapon: w, shots: shotsOf(m, w), repeat: weaponDef(m, w)?.autoHit === undefined, targets };
    })
    .filter((w) => w.targets.length > 0);
}

function whyNotTarget(s: TrenchState, m: Model, range: number, id: unknown): Rejection {
  const t = typeof id === 'string' ? s.models[id] : undefined;
  if (!t || !enemiesOf(s, m).includes(t))
    return reject('illegal-target', `${String(id)} is not an enemy model on the table`);
  if (distanceBetween(m, t) > range + 1e-9) {
    return reject(
      'out-of-range',
      `${t.name} is ${distanceBetween(m, t).toFixed(2)}" away; the weapon reaches ${range}"`,
    );
  }
  return reject('no-line-of-sight', `${m.name} cannot see ${t.name}`);
}

export const SHOOT: ActionHandler<'shoot'> = {
  type: 'shoot',
  options(s, m, a) {
    if (shootBarred(s, m, a)) return null;
    const weapons = shootTargets(s, m, a);
    return weapons.length > 0 ? { type: 'shoot', model: m.id, weapons } : null;
  },
  check(s, seat, cmd) {
    const am = activeModel(s, seat, cmd.model);
    if ('code' in am) return am;
    const { m, a } = am;
    const barred = shootBarred(s, m, a);
    if (barred) return reject('action-taken', barred);
    const option = shootTargets(s, m, a).find((w) => w.weapon === cmd.weapon);
    const def = weaponDef(m, cmd.weapon);
    if (!option || !def) {
      return reject(
        'illegal-weapon',
        `${m.name} has no ranged weapon ${String(cmd.weapon)} with a target in sight and range now`,
      );
    }
    if (!Array.isArray(cmd.targets) || cmd.targets.length === 0 || cmd.targets.length > option.shots) {
      return reject(
        'illegal-target',
        `${def.name} makes 1 to ${option.shots} attack(s): name a target for each`,
      );
    }
    const bad = cmd.targets.find((t) => !option.targets.includes(t));
    if (bad !== undefined) return whyNotTarget(s, m, def.range ?? 0, bad);
    const targets = cmd.targets.map((t) => model(s, t));
    if (def.targets === 'same' && new Set(cmd.targets).size > 1)
      return reject('illegal-target', `${def.name}: every attack at the same target`);
    if (def.autoHit && new Set(cmd.targets).size !== cmd.targets.length)
      return reject('illegal-target', `${def.name} hits each model once`);
    const spread = def.targets === 'within-6' || (def.autoHit ?? 0) > 1;
    if (spread && targets.some((x) => targets.some((y) => distanceBetween(x, y) > CLOSE_TARGETS + 1e-9))) {
      return reject(
        'illegal-target',
        `${def.name}: its targets must be within ${CLOSE_TARGETS}" of each other`,
      );
    }
    return (ctx) => {
      const act = ctx.s.activation!;
      const mm = model(ctx.s, m.id);
      act.taken.push('ranged-attack');
      act.shot = {
        weapon: cmd.weapon,
        assaultSingle: weaponHas(mm, cmd.weapon, 'ASSAULT') && cmd.targets.length === 1,
      };
      const item = mm.items[cmd.weapon]!;
      if (weaponHas(mm, cmd.weapon, 'CONSUMABLE')) mm.used.push(item);
      push(ctx, {
        kind: 'ranged-attack',
        attacker: mm.id,
        weapon: cmd.weapon,
        targets: [...cmd.targets],
        stage: 'hits',
        missed: false,
      });
    };
  },
};

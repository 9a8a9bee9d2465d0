import { actionDice, isShaken } from '../combat/action-roll.js';
import { actionRollProc } from '../combat/action-then.js';
import { heavyFor } from '../combat/weapons.js';
import type { Ctx } from '../engine/context.js';
import { push } from '../engine/context.js';
import type { Modifier } from '../engine/events.js';
import { type Rejection, reject } from '../engine/rejection.js';
import { movementOf } from '../movement/charge.js';
import { type Leg, type MoveRules, type PathStep, planPath } from '../movement/path.js';
import type { Proc } from '../state/procs.js';
import {
  carries,
  distanceBetween,
  friendsOf,
  hasAbility,
  isDown,
  meleeOpponents,
  model,
} from '../state/query.js';
import type { Activation, Model, TrenchState } from '../state/types.js';
import type { Seat } from '../types.js';
import { cloneJson } from '../util/clone.js';
import { activeModel, took } from './guard.js';
import type { ActionHandler, Execute } from './handler.js';

/** Why the model cannot take a Move (any mode) now, or null. */
export function moveBarred(_s: TrenchState, m: Model, a: Activation, action: 'move' | 'dash'): string | null {
  if (took(a, action)) return `${m.name} has already taken its ${action === 'move' ? 'Move' : 'Dash'} ACTION`;
  if (isDown(m)) return `${m.name} is Down and cannot move (it may stand up first)`;
  if (a.shot && heavyFor(m, a.shot.weapon))
    return `${m.name} shot a HEAVY weapon and cannot move this Activation`;
  return null;
}

export function moveRules(
  s: TrenchState,
  m: Model,
  mode: MoveRules['mode'],
  targets: string[] = [],
): MoveRules {
  return { mode, engagedAtStart: meleeOpponents(s, m).map((e) => e.id), targets };
}

/** Plans a path and checks it against the allowance. */
export function checkPath(
  s: TrenchState,
  m: Model,
  path: unknown,
  rules: MoveRules,
  allowance: number,
): Rejection | Leg[] {
  if (!Array.isArray(path)) return reject('malformed-command', 'path must be an array of steps');
  const plan = planPath(s, m, path as PathStep[], rules);
  if (!plan.ok) return reject('illegal-path', plan.message);
  if (plan.plan.cost > allowance + 1e-9) {
    return reject(
      'too-far',
      `the path costs ${plan.plan.cost.toFixed(2)}"; ${m.name} may move ${allowance}"`,
    );
  }
  return plan.plan.legs;
}

export function moveProc(m: Model, mode: 'standard' | 'retreat' | 'dash', legs: Leg[], budget: number): Proc {
  return {
    kind: 'move',
    model: m.id,
    mode,
    legs: cloneJson(legs),
    leg: 0,
    budget,
    rolled: false,
    entries: 0,
    charge: null,
    visited: [{ ...m.position! }],
    stopped: false,
  };
}

/** Shaken (seed p. 10, with its note): every ACTION is RISKY, a Move included. */
function shakenRoll(ctx: Ctx, m: Model, then: Proc): void {
  push(
    ctx,
    actionRollProc(ctx.s, m, 'shaken-move', { risky: true, onSuccess: { kind: 'proc', proc: then } }),
  );
}

function moveCheck(mode: 'standard' | 'retreat') {
  return (s: TrenchState, seat: Seat, cmd: { model: string; path: PathStep[] }): Rejection | Execute => {
    const am = activeModel(s, seat, cmd.model);
    if ('code' in am) return am;
    const { m, a } = am;
    const barred = moveBarred(s, m, a, 'move');
    if (barred) return reject('action-taken', barred);
    if (mode === 'retreat' && meleeOpponents(s, m).length === 0)
      return reject('not-eligible', `${m.name} is not in melee`);
    const legs = checkPath(s, m, cmd.path, moveRules(s, m, mode), movementOf({ s }, m));
    if (!Array.isArray(legs)) return legs;
    return (ctx) => {
      const am2 = ctx.s.activation!;
      const mm = model(ctx.s, m.id);
      am2.taken.push('move');
      am2.moveMode = mode;
      am2.moved = true;
      const proc: Proc =
        mode === 'retreat'
          ? { kind: 'retreat', model: mm.id, legs: cloneJson(legs), stage: 'ask' }
          : moveProc(mm, 'standard', legs, movementOf(ctx, mm));
      if (isShaken(ctx.s, mm)) shakenRoll(ctx, mm, proc);
      else push(ctx, proc);
    };
  };
}

export const MOVE: ActionHandler<'move'> = {
  type: 'move',
  options: (s, m, a) =>
    moveBarred(s, m, a, 'move')
      ? null
      : { type: 'move', model: m.id, movement: movementOf({ s }, m), risky: isShaken(s, m) },
  check: moveCheck('standard'),
};

export const RETREAT: ActionHandler<'retreat'> = {
  type: 'retreat',
  options: (s, m, a) =>
    moveBarred(s, m, a, 'move') || meleeOpponents(s, m).length === 0
      ? null
      : { type: 'retreat', model: m.id, movement: movementOf({ s }, m), risky: isShaken(s, m) },
  check: moveCheck('retreat'),
};

/** House rule: musicians' +1 DICE reaches 4", measured base to base. */
const MUSIC_RANGE = 4;

/** ±DICE of a Dash: Loping Dash +2, a friendly musician within 4" +1, Armour of Cobar -1. */
export function dashModifiers(s: TrenchState, m: Model): Modifier[] {
  const out = actionDice(s, m);
  if (hasAbility(m, 'loping-dash')) out.push({ source: 'loping-dash', value: 2 });
  const musician = [m, ...friendsOf(s, m)].some(
    (f) =>
      carries(f, 'musical-instrument') &&
      !isDown(f) &&
      (f.id === m.id || distanceBetween(f, m) <= MUSIC_RANGE),
  );
  if (musician) out.push({ source: 'musical-instrument', value: 1 });
  if (carries(m, 'armour-of-cobar')) out.push({ source: 'armour-of-cobar', value: -1 });
  return out;
}

/** Dash (reference §3): a RISKY ACTION that, on a success, gives a Standard Move. */
export const DASH: ActionHandler<'dash'> = {
  type: 'dash',
  options: (s, m, a) =>
    moveBarred(s, m, a, 'dash') || hasAbility(m, 'dignified-conduct')
      ? null
      : { type: 'dash', model: m.id, movement: movementOf({ s }, m) },
  check(s, seat, cmd) {
    const am = activeModel(s, seat, cmd.model);
    if ('code' in am) return am;
    const { m, a } = am;
    const barred =
      moveBarred(s, m, a, 'dash') ?? (hasAbility(m, 'dignified-conduct') ? `${m.name} cannot Dash` : null);
    if (barred) return reject('action-taken', barred);
    const legs = checkPath(s, m, cmd.path, moveRules(s, m, 'standard'), movementOf({ s }, m));
    if (!Array.isArray(legs)) return legs;
    return (ctx) => {
      const mm = model(ctx.s, m.id);
      const act = ctx.s.activation!;
      act.taken.push('dash');
      act.moved = true;
      const onSuccess = { kind: 'proc' as const, proc: moveProc(mm, 'dash', legs, movementOf(ctx, mm)) };
      push(
        ctx,
        actionRollProc(ctx.s, mm, 'dash', { risky: true, modifiers: dashModifiers(ctx.s, mm), onSuccess }),
      );
    };
  },
};

import { rulesOf } from '../battlefield/terrain.js';
import { actionRollProc } from '../combat/action-then.js';
import { accident } from '../combat/injury-modifiers.js';
import { type Ctx, emit, push } from '../engine/context.js';
import type { Option } from '../engine/options.js';
import { type Rejection, reject } from '../engine/rejection.js';
import { pointInPolygon } from '../geometry/vec.js';
import { meleeOpponents, model, onTheTable, tableModels } from '../state/query.js';
import type { Model, TrenchState } from '../state/types.js';
import { otherSeat, SEATS, type Seat } from '../types.js';
import { endTurn } from './end-of-turn.js';
import { endGame } from './victory.js';

/** Models of `seat` that have not activated this turn and are on the table. */
export function yetToActivate(s: TrenchState, seat: Seat): Model[] {
  return tableModels(s, seat).filter((m) => !m.activated);
}

/** Starting an Activation in Dangerous Terrain takes an ACTION; failing it means an injury roll (reference §4.3). */
function dangerousStart(ctx: Ctx, m: Model): void {
  const piece = ctx.s.battlefield.terrain.find(
    (p) => rulesOf(p).dangerous && m.position && pointInPolygon(m.position, p.footprint),
  );
  if (!piece || m.abilities.includes('levitate')) return;
  const onFailure = { kind: 'injury' as const, request: accident(m.id, 'dangerous-terrain') };
  push(ctx, actionRollProc(ctx.s, m, 'dangerous-terrain', { risky: false, onFailure }));
}

export function checkActivate(s: TrenchState, seat: Seat, id: unknown): Rejection | ((ctx: Ctx) => void) {
  if (s.phase.kind !== 'activations' || s.phase.seat !== seat || s.activation || s.stack.length > 0) {
    return reject('not-your-decision', 'it is not your turn to activate a model');
  }
  const m = typeof id === 'string' ? s.models[id] : undefined;
  if (!m) return reject('unknown-model', `there is no model "${String(id)}"`);
  if (m.seat !== seat) return reject('not-your-model', `${m.name} is not yours`);
  if (!yetToActivate(s, seat).includes(m))
    return reject('not-eligible', `${m.name} has activated this turn or is not on the table`);
  return (ctx) => {
    const mm = model(ctx.s, m.id);
    mm.activated = true;
    ctx.s.activation = {
      model: mm.id,
      taken: [],
      moveMode: null,
      meleeWith: [],
      offHand: null,
      charged: null,
      moved: false,
      shot: null,
      halved: false,
      startedInMelee: meleeOpponents(ctx.s, mm).map((e) => e.id),
      aimed: false,
      ended: false,
    };
    emit(ctx, { type: 'activated', model: mm.id });
    dangerousStart(ctx, mm);
  };
}

export function activateOptions(s: TrenchState, seat: Seat): Option[] {
  if (s.phase.kind !== 'activations' || s.phase.seat !== seat || s.activation) return [];
  return [{ type: 'activate', models: yetToActivate(s, seat).map((m) => m.id) }];
}

/** After every command, once nothing waits: close a finished Activation, pass to the next player, end the turn. */
export function settle(ctx: Ctx): void {
  const s = ctx.s;
  if (s.result || s.phase.kind !== 'activations') return;
  const wiped = SEATS.filter((seat) => tableModels(s, seat).length === 0);
  if (wiped.length > 0) {
    endGame(ctx, 'wiped-out', wiped.length === 2 ? null : otherSeat(wiped[0]!));
    return;
  }
  const a = s.activation;
  if (a) {
    const m = model(s, a.model);
    if (!a.ended && onTheTable(m)) return;
    closeActivation(ctx, onTheTable(m) ? 'risky-failed' : 'out-of-action');
    passActivation(ctx, m.seat);
    return;
  }
  if (yetToActivate(s, s.phase.seat).length === 0) passActivation(ctx, s.phase.seat);
}

export function closeActivation(
  ctx: Ctx,
  reason: 'done' | 'risky-failed' | 'weapon' | 'out-of-action',
): void {
  const a = ctx.s.activation;
  if (!a) return;
  emit(ctx, { type: 'activation-ended', model: a.model, reason });
  ctx.s.activation = null;
}

/** Activations alternate; a side with models left keeps activating after the other runs out (reference §2). */
export function passActivation(ctx: Ctx, last: Seat): void {
  const s = ctx.s;
  const next = [otherSeat(last), last].find((seat) => yetToActivate(s, seat).length > 0);
  if (next) s.phase = { kind: 'activations', seat: next };
  else endTurn(ctx);
}

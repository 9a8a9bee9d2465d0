import { type Ctx, emit } from '../engine/context.js';
import type { Option } from '../engine/options.js';
import { type Rejection, reject } from '../engine/rejection.js';
import { EDGES, type Edge, edgeZone, oppositeEdge, ZONE_DEPTH } from '../scenarios/zones.js';
import type { TrenchState } from '../state/types.js';
import { otherSeat, type Seat } from '../types.js';
import { advanceDeployment } from './deployment.js';
import { rollOff } from './roll-off.js';

/**
 * Claim No Man's Land: the loser of the roll-off picks its deployment zone; then the side with more
 * models places first (a roll-off when equal) (reference §11.3).
 */
export function checkChooseZone(s: TrenchState, seat: Seat, edge: unknown): Rejection | ((ctx: Ctx) => void) {
  if (s.phase.kind !== 'choose-zone' || s.phase.seat !== seat)
    return reject('not-your-decision', 'you do not choose a zone now');
  if (!EDGES.includes(edge as Edge)) return reject('malformed-command', `edge is one of ${EDGES.join(', ')}`);
  return (ctx) => {
    const w = ctx.s.warbands;
    const other = otherSeat(seat);
    w[seat].edge = edge as Edge;
    w[other].edge = oppositeEdge(edge as Edge);
    w[seat].zone = edgeZone(w[seat].edge!, ZONE_DEPTH);
    w[other].zone = edgeZone(w[other].edge!, ZONE_DEPTH);
    emit(ctx, { type: 'zone-chosen', seat, edge: edge as Edge });
    const na = w.a.models.length;
    const nb = w.b.models.length;
    ctx.s.firstToDeploy = na === nb ? rollOff(ctx, 'deploy-first') : na > nb ? 'a' : 'b';
    ctx.s.phase = { kind: 'deploy', seat: ctx.s.firstToDeploy, infiltrators: false };
    advanceDeployment(ctx, null);
  };
}

/** Trench Warfare: the defender fields up to half the attacker's models. */
export function checkField(s: TrenchState, seat: Seat, models: unknown): Rejection | ((ctx: Ctx) => void) {
  if (s.phase.kind !== 'choose-defenders' || s.phase.seat !== seat)
    return reject('not-your-decision', 'you do not choose defenders now');
  const max = s.phase.max;
  if (
    !Array.isArray(models) ||
    models.length === 0 ||
    models.length > max ||
    new Set(models).size !== models.length
  ) {
    return reject('illegal-target', `field 1 to ${max} different models of your warband`);
  }
  const own = s.warbands[seat].models;
  const bad = models.find((id) => !own.includes(id));
  if (bad !== undefined) return reject('not-your-model', `${String(bad)} is not a model of your warband`);
  return (ctx) => {
    for (const id of own) ctx.s.models[id]!.fielded = models.includes(id);
    emit(ctx, { type: 'fielded', seat, models: [...models] });
    ctx.s.phase = { kind: 'deploy', seat: ctx.s.firstToDeploy ?? otherSeat(seat), infiltrators: false };
    advanceDeployment(ctx, null);
  };
}

export function setupOptions(s: TrenchState, seat: Seat): Option[] {
  if (s.phase.kind === 'choose-zone' && s.phase.seat === seat)
    return [{ type: 'choose-zone', edges: [...EDGES] }];
  if (s.phase.kind === 'choose-defenders' && s.phase.seat === seat) {
    return [{ type: 'field', models: [...s.warbands[seat].models], max: s.phase.max }];
  }
  return [];
}

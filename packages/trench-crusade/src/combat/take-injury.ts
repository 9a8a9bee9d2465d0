import { buildingAt } from '../battlefield/battlefield.js';
import type { InjuryResult } from '../charts/injury-chart.js';
import { type Ctx, emit, push } from '../engine/context.js';
import { baseRadius } from '../geometry/base.js';
import { distancePointBoundary } from '../geometry/vec.js';
import { hasKeyword, meleeOpponents, wearsMachineArmour } from '../state/query.js';
import type { Model } from '../state/types.js';
import { actionRollProc } from './action-then.js';
import { addBloodMarkers } from './blood-markers.js';

/**
 * What the chart's result becomes for this model (seed, Injury Chart 4–5): TOUGH turns its first Out of
 * Action into Down; Machine Armour on a NEW ANTIOCH model turns Down into a Minor Hit, on top of TOUGH
 * (the seed: the two apply together). GOLEM: Out of Action counts as Down unless caused by a Bloodbath.
 */
export function convertInjury(
  target: Model,
  chart: InjuryResult,
  bloodbath: boolean,
): { result: InjuryResult; converted: string[] } {
  let result = chart;
  const converted: string[] = [];
  if (result === 'out-of-action' && hasKeyword(target, 'GOLEM') && !bloodbath) {
    result = 'down';
    converted.push('golem');
  } else if (result === 'out-of-action' && hasKeyword(target, 'TOUGH') && !target.toughUsed) {
    result = 'down';
    converted.push('tough');
  }
  if (result === 'down' && wearsMachineArmour(target) && hasKeyword(target, 'NEW ANTIOCH')) {
    result = 'minor-hit';
    converted.push('machine-armour');
  }
  return { result, converted };
}

/** Removes a model from the battlefield (seed: Out of Action). */
export function takeOutOfAction(ctx: Ctx, m: Model): void {
  if (m.items.includes('hellbound-soul-contract')) {
    for (const e of meleeOpponents(ctx.s, m)) addBloodMarkers(ctx, e, 1, 'hellbound-soul-contract');
  }
  m.status = 'out-of-action';
  m.position = null;
  m.standsOn = null;
  m.floor = null;
  emit(ctx, { type: 'status', model: m.id, status: 'out-of-action' });
  const a = ctx.s.activation;
  if (a && a.model === m.id) a.ended = true;
}

/** Within 1" of the edge of the floor it stands on (reference §4.2: a model Downed there may fall). */
export function nearLedge(ctx: Ctx, m: Model): boolean {
  if (!m.position || !m.floor) return false;
  const b = buildingAt(ctx.s.battlefield, m.position);
  return !!b && distancePointBoundary(m.position, b.footprint) - baseRadius(m.baseMm) <= 1 + 1e-9;
}

export function takeDown(ctx: Ctx, m: Model): void {
  addBloodMarkers(ctx, m, m.status === 'down' ? 2 : 1, 'down');
  m.status = 'down';
  m.downedInTurn = ctx.s.turn;
  m.dugIn = false;
  emit(ctx, { type: 'status', model: m.id, status: 'down' });
  if (nearLedge(ctx, m)) {
    push(ctx, actionRollProc(ctx.s, m, 'ledge', { risky: false, onFailure: { kind: 'fall', model: m.id } }));
  }
}

/** Applies an injury result (seed, Injury Chart results): markers, Down, Out of Action. */
export function applyInjury(ctx: Ctx, m: Model, result: InjuryResult): void {
  switch (result) {
    case 'no-effect':
      return;
    case 'minor-hit':
      addBloodMarkers(ctx, m, 1, 'minor-hit');
      return;
    case 'down':
      takeDown(ctx, m);
      return;
    case 'out-of-action':
      takeOutOfAction(ctx, m);
      return;
  }
}

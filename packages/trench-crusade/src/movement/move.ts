import { buildingAt } from '../battlefield/battlefield.js';
import { succeeded } from '../charts/action-success.js';
import { actionDice, rollAction } from '../combat/action-roll.js';
import { actionRollProc } from '../combat/action-then.js';
import { markerSpends } from '../combat/blood-markers.js';
import { accident } from '../combat/injury-modifiers.js';
import { type Ctx, emit, push } from '../engine/context.js';
import { baseDistance, withinMeleeRange } from '../geometry/distance.js';
import { distance, lerp, type Point } from '../geometry/vec.js';
import type { MoveProc } from '../state/procs.js';
import { bodyOf, carries, model, onTheTable } from '../state/query.js';
import type { Model } from '../state/types.js';
import { otherSeat } from '../types.js';
import { fallFrom, hurtByFall } from './fall.js';
import { type Leg, type Place, partialWalk, SAFE_DROP, standingProblem } from './path.js';

function placeModel(m: Model, at: Place): void {
  m.position = at.position;
  m.z = at.z;
  m.standsOn = at.standsOn;
  m.floor = at.floor;
  m.dugIn = false;
}

/** Backs off along a leg to the last point where the base can stand (a charge that falls short). */
function lastStandable(ctx: Ctx, m: Model, leg: Leg, t: number): Place {
  for (let k = t; k > 0; k -= 0.02) {
    const position = lerp(leg.from.position, leg.to.position, Math.max(0, k));
    const place = { ...leg.from, position };
    if (!standingProblem(ctx.s, m, place)) return place;
  }
  return leg.from;
}

/** Diving Charge (reference §4.1): an enemy charged that the jump lands within 2" of, from 3" to 6" above it. */
export const DIVE = { minHeight: 3, maxDrop: 6, landingWithin: 2 } as const;

function divingTarget(ctx: Ctx, p: MoveProc, leg: Leg): string | null {
  if (!p.charge || leg.drop > DIVE.maxDrop + 1e-9) return null;
  const landed = {
    position: leg.to.position,
    z: leg.to.z,
    baseMm: model(ctx.s, p.model).baseMm,
    standsOn: leg.to.standsOn,
  };
  const target = p.charge.targets
    .map((id) => model(ctx.s, id))
    .find(
      (t) =>
        onTheTable(t) &&
        leg.from.z - t.z >= DIVE.minHeight - 1e-9 &&
        baseDistance(landed, bodyOf(t)) <= DIVE.landingWithin + 1e-9,
    );
  return target?.id ?? null;
}

/** The Diving Charge's RISKY ACTION once the charger is within 1"; short of it, the jump is an ordinary fall. */
function landDive(ctx: Ctx, p: MoveProc, m: Model, engaged: boolean): void {
  if (!p.diving || !onTheTable(m)) return;
  if (!engaged) {
    hurtByFall(ctx, m, p.diving.height, SAFE_DROP);
    return;
  }
  const onSuccess = { kind: 'diving' as const, target: p.diving.target };
  const onFailure = { kind: 'dive-failed' as const, model: m.id, height: p.diving.height };
  push(ctx, actionRollProc(ctx.s, m, 'diving-charge', { risky: true, onSuccess, onFailure }));
}

function finish(ctx: Ctx, p: MoveProc, m: Model): 'done' {
  const cost = p.legs.reduce((n, l) => n + l.cost, 0);
  if (p.visited.length > 1) {
    emit(ctx, { type: 'moved', model: m.id, mode: p.mode, path: p.visited, cost, z: m.z });
  }
  if (p.charge && onTheTable(m)) {
    const targets = p.charge.targets.map((id) => model(ctx.s, id)).filter(onTheTable);
    const engaged = targets.length > 0 && targets.every((t) => withinMeleeRange(bodyOf(m), bodyOf(t)));
    const a = ctx.s.activation;
    if (a?.model === m.id) a.charged = p.charge.targets;
    emit(ctx, { type: 'charged', model: m.id, targets: p.charge.targets, engaged, interposed: null });
    landDive(ctx, p, m, engaged);
  }
  return 'done';
}

/** Rolls for a RISKY step (a sheer climb, a jump), first asking the opponent about BLOOD MARKERS. */
function riskyStep(ctx: Ctx, p: MoveProc, m: Model, leg: Leg): 'wait' | boolean {
  const spends = markerSpends(ctx, p, [{ model: m.id, roll: 'action', bloodbath: null }]);
  if (spends === 'wait') return 'wait';
  const mods = [...actionDice(ctx.s, m)];
  if (leg.risky === 'climb' && carries(m, 'mountaineer-kit'))
    mods.push({ source: 'mountaineer-kit', value: 1 });
  return succeeded(
    rollAction(ctx, m, leg.risky === 'jump' ? 'jump' : 'climb', mods, { risky: true, spend: spends[0]! }),
  );
}

/**
 * A model's move along its checked legs (reference §4): climbing a sheer surface and jumping a gap are
 * RISKY ACTIONS; entering Dangerous Terrain takes a RISKY ACTION, an injury roll on failure; a Charge
 * moves only as far as its roll and stops where an interposing enemy comes within 1".
 */
export function runMove(ctx: Ctx, p: MoveProc): 'done' | 'wait' | 'call' {
  const m = model(ctx.s, p.model);
  if (!onTheTable(m) || p.stopped) return finish(ctx, p, m);
  while (p.leg < p.legs.length) {
    const leg = p.legs[p.leg]!;
    if (leg.risky && !p.rolled) {
      if (leg.cost > p.budget + 1e-9) return finish(ctx, p, m);
      if (p.wait?.kind === 'fall-side' && p.wait.answer) {
        const side = p.wait.answer;
        p.wait = undefined;
        p.stopped = true;
        const edgeAt = side === 'take-off' ? leg.from : leg.to;
        const building = buildingAt(ctx.s.battlefield, edgeAt.position);
        if (building) {
          if (side === 'landing') m.z = leg.to.z;
          fallFrom(ctx, m, building, lerp(leg.from.position, leg.to.position, 0.5));
        }
        finish(ctx, p, m);
        return 'done';
      }
      const ok = riskyStep(ctx, p, m, leg);
      if (ok === 'wait') return 'wait';
      p.rolled = true;
      if (!ok) {
        if (leg.risky === 'climb') {
          p.stopped = true;
          return finish(ctx, p, m);
        }
        // A failed jump: it falls from either edge, the opponent's choice (reference §4.2).
        p.rolled = false;
        p.wait = { kind: 'fall-side', seat: otherSeat(m.seat), model: m.id };
        return 'wait';
      }
    }
    if (leg.step.kind === 'walk' || leg.step.kind === 'jump-down') {
      const entry = leg.dangerous[p.entries];
      if (entry) {
        const reach = partialWalk(leg, p.budget);
        if (reach.t < entry.t) return stopAt(ctx, p, m, leg, reach.t);
        if (!p.rolled) {
          const spends = markerSpends(ctx, p, [{ model: m.id, roll: 'action', bloodbath: null }]);
          if (spends === 'wait') return 'wait';
          p.rolled = true;
          const ok = succeeded(
            rollAction(ctx, m, 'dangerous-terrain', actionDice(ctx.s, m), { risky: true, spend: spends[0]! }),
          );
          if (!ok) {
            placeModel(m, { ...leg.from, position: standable(ctx, m, leg, entry.t) });
            p.visited.push(m.position!);
            p.stopped = true;
            push(ctx, { kind: 'injuries', requests: [accident(m.id, 'dangerous-terrain')] });
            emit(ctx, { type: 'moved', model: m.id, mode: p.mode, path: p.visited, cost: 0, z: m.z });
            p.visited = [];
            return 'call';
          }
        }
        p.rolled = false;
        p.entries++;
        continue;
      }
    }
    if (leg.interposed && leg.step.kind === 'walk') {
      const reach = partialWalk(leg, p.budget);
      if (reach.t >= leg.interposed.t - 1e-9) {
        const place = lastStandable(ctx, m, leg, leg.interposed.t);
        placeModel(m, place);
        p.visited.push(place.position);
        if (p.charge) p.charge.targets = [leg.interposed.model];
        emit(ctx, {
          type: 'charged',
          model: m.id,
          targets: [leg.interposed.model],
          engaged: true,
          interposed: leg.interposed.model,
        });
        p.charge = null;
        const a = ctx.s.activation;
        if (a?.model === m.id) a.charged = [leg.interposed.model];
        p.leg = p.legs.length;
        return finish(ctx, p, m);
      }
      return stopAt(ctx, p, m, leg, reach.t);
    }
    if (leg.cost > p.budget + 1e-9) {
      if (leg.step.kind !== 'walk') return finish(ctx, p, m);
      return stopAt(ctx, p, m, leg, partialWalk(leg, p.budget).t);
    }
    p.budget -= leg.cost;
    placeModel(m, leg.to);
    p.visited.push(leg.to.position);
    p.leg++;
    p.rolled = false;
    p.entries = 0;
    // Jumping down more than 3" is a fall from that height (reference §4.2), unless it is a Diving Charge.
    if (leg.step.kind === 'jump-down') {
      const dive = divingTarget(ctx, p, leg);
      if (dive) p.diving = { target: dive, height: leg.drop };
      else if (leg.drop > SAFE_DROP + 1e-9 && hurtByFall(ctx, m, leg.drop, SAFE_DROP)) return 'call';
    }
  }
  return finish(ctx, p, m);
}

function standable(ctx: Ctx, m: Model, leg: Leg, t: number): Point {
  return lastStandable(ctx, m, leg, t).position;
}

function stopAt(ctx: Ctx, p: MoveProc, m: Model, leg: Leg, t: number): 'done' {
  const place = lastStandable(ctx, m, leg, t);
  placeModel(m, place);
  if (distance(place.position, leg.from.position) > 0) p.visited.push(place.position);
  p.leg = p.legs.length;
  return finish(ctx, p, m);
}

import { type Ctx, emit } from '../engine/context.js';
import { model } from '../state/query.js';
import type { Model } from '../state/types.js';
import type { AskedRoll, MarkerSpend, Wait } from '../state/waits.js';
import { otherSeat, SEATS } from '../types.js';

/** A model carries at most 6 BLOOD MARKERS (seed: Minor Hit). */
export const MAX_BLOOD_MARKERS = 6;

/** Bloodbath (seed, Injury Chart 7): 6 markers from a standing target, 3 from a Down one, for +D6. */
export function bloodbathCost(target: Model): number {
  return target.status === 'down' ? 3 : 6;
}

export function addBloodMarkers(ctx: Ctx, m: Model, n: number, reason: string): void {
  const before = m.bloodMarkers;
  m.bloodMarkers = Math.min(MAX_BLOOD_MARKERS, before + n);
  if (m.bloodMarkers !== before || n > 0) {
    emit(ctx, {
      type: 'blood-markers',
      model: m.id,
      change: m.bloodMarkers - before,
      total: m.bloodMarkers,
      reason,
    });
  }
}

/** What each listed roll will spend: the carrier's opponent decides (seed: Minor Hit). */
export interface MarkerHolder {
  wait?: Wait;
  spends?: (MarkerSpend | null)[];
}

/**
 * The spending of BLOOD MARKERS on the rolls about to be made. The markers modify the carrier's rolls but
 * its opponent decides (seed): so the procedure waits for each seat whose opponent's models carry markers,
 * then returns one spend per roll. Nothing is removed here; `spendMarkers` does that when the roll is made.
 */
export function markerSpends(ctx: Ctx, p: MarkerHolder, rolls: readonly AskedRoll[]): MarkerSpend[] | 'wait' {
  const spends = p.spends ?? rolls.map(() => null);
  if (p.wait?.kind === 'blood-markers' && p.wait.answer) {
    p.wait.indexes.forEach((ri, k) => {
      spends[ri] = p.wait?.kind === 'blood-markers' ? (p.wait.answer?.[k] ?? { markers: 0 }) : { markers: 0 };
    });
    p.wait = undefined;
  }
  for (const seat of SEATS) {
    const indexes = rolls
      .map((_, i) => i)
      .filter((i) => spends[i] === null && otherSeat(model(ctx.s, rolls[i]!.model).seat) === seat)
      .filter((i) => model(ctx.s, rolls[i]!.model).bloodMarkers > 0);
    if (indexes.length > 0) {
      p.spends = spends;
      p.wait = { kind: 'blood-markers', seat, rolls: indexes.map((i) => rolls[i]!), indexes };
      return 'wait';
    }
  }
  p.spends = undefined;
  return spends.map((x) => x ?? { markers: 0 });
}

/** Removes spent markers from the carrier (v1.0 says so outright; 1.6.3 implies it: reference §1.3). */
export function spendMarkers(ctx: Ctx, carrier: Model, spend: MarkerSpend, on: 'action' | 'injury'): void {
  const bloodbath = spend.bloodbath ? bloodbathCost(carrier) : 0;
  const by = otherSeat(carrier.seat);
  if (spend.markers > 0)
    emit(ctx, { type: 'markers-spent', by, model: carrier.id, count: spend.markers, on });
  if (bloodbath > 0)
    emit(ctx, { type: 'markers-spent', by, model: carrier.id, count: bloodbath, on: 'bloodbath' });
  carrier.bloodMarkers -= spend.markers + bloodbath;
}

/** Problems with an answer to a markers question, or null: counts are whole, within each carrier's markers. */
export function markerAnswerProblem(
  models: (id: string) => Model,
  rolls: readonly AskedRoll[],
  answer: readonly MarkerSpend[],
): string | null {
  if (answer.length !== rolls.length) return `answer one spend for each of the ${rolls.length} roll(s)`;
  const used = new Map<string, number>();
  for (const [i, a] of answer.entries()) {
    const r = rolls[i]!;
    if (!Number.isInteger(a.markers) || a.markers < 0)
      return `spend ${i + 1}: markers must be a whole number, 0 or more`;
    if (a.bloodbath && r.bloodbath === null) return `spend ${i + 1}: Bloodbath is only for injury rolls`;
    if (a.markers > 0 && r.roll === 'action' && a.bloodbath)
      return `spend ${i + 1}: Bloodbath is only for injury rolls`;
    const carrier = models(r.model);
    const cost = a.markers + (a.bloodbath ? bloodbathCost(carrier) : 0);
    used.set(r.model, (used.get(r.model) ?? 0) + cost);
    if ((used.get(r.model) ?? 0) > carrier.bloodMarkers) {
      return `${carrier.name} carries ${carrier.bloodMarkers} BLOOD MARKER(S); the answer spends ${used.get(r.model)}`;
    }
  }
  return null;
}

import { BloodBoundRejection } from '../errors.js';
import { targetProblem, targetsFor } from '../flow/targets.js';
import { type Ctx, holds, playerAt } from '../query.js';
import type { AbilityStep, BloodBoundState } from '../state.js';
import type { CharacterName, Seat } from '../types.js';

type Handout = 'staff' | 'fan';
const SUPPLY_KEY = { staff: 'staffs', fan: 'fans' } as const satisfies Record<Handout, 'staffs' | 'fans'>;

/** The uses of an ability that hands one card of `kind` to another player who has none yet. */
export function handoutUses(s: BloodBoundState, step: AbilityStep, kind: Handout): Seat[] {
  return s.supply[SUPPLY_KEY[kind]] > 0 ? targetsFor(s, step.seat, { lacking: kind }) : [];
}

/** Moves one card of `kind` from the supply to `to`, if one is left. */
export function handOut(ctx: Ctx, kind: Handout, to: Seat, by: Seat): void {
  const key = SUPPLY_KEY[kind];
  if (ctx.s.supply[key] <= 0 || holds(playerAt(ctx.s, to), kind)) return;
  ctx.s.supply[key] -= 1;
  playerAt(ctx.s, to).cards.push({ kind });
  ctx.emit({ type: 'card-placed', card: { kind }, to, by });
}

export function handoutProblem(
  s: BloodBoundState,
  step: AbilityStep,
  kind: Handout,
  to: unknown,
  ability: CharacterName,
): BloodBoundRejection {
  return (
    targetProblem(s, step.seat, to, { lacking: kind }) ??
    new BloodBoundRejection('supply-empty', `no ${kind} is left in the supply for the ${ability}`)
  );
}

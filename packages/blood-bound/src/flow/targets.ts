import { BloodBoundRejection } from '../errors.js';
import { holds, isSeat, playerAt } from '../query.js';
import type { BloodBoundState } from '../state.js';
import type { AbilityCard, Seat } from '../types.js';

/** What a rule asks of a seat it names (an attack's target, an ability's target, a card's receiver). */
export interface TargetRule {
  /** The actor may name themselves. */
  self?: boolean;
  /** The seat will suffer wounds: a Shield holder cannot (Guardian, reference §6). */
  woundable?: boolean;
  /** The seat must not already hold this ability card. */
  lacking?: AbilityCard['kind'];
}

/** Why `target` cannot be named by `actor` under `rule`, or null when it can. */
export function targetProblem(
  s: BloodBoundState,
  actor: Seat,
  target: unknown,
  rule: TargetRule,
): BloodBoundRejection | null {
  if (!isSeat(s, target))
    return new BloodBoundRejection('unknown-target', `there is no seat ${JSON.stringify(target)}`);
  if (target === actor && !rule.self) {
    return new BloodBoundRejection('cannot-target-yourself', 'name another player');
  }
  const p = playerAt(s, target);
  if (rule.woundable && holds(p, 'shield')) {
    return new BloodBoundRejection(
      'target-shielded',
      `${target} holds a Shield and cannot be wounded by others`,
    );
  }
  if (rule.lacking && holds(p, rule.lacking)) {
    return new BloodBoundRejection('already-holds-card', `${target} already holds a ${rule.lacking}`);
  }
  return null;
}

/** Every seat `actor` may name under `rule`, in seat order. */
export function targetsFor(s: BloodBoundState, actor: Seat, rule: TargetRule): Seat[] {
  return s.seats.filter((t) => targetProblem(s, actor, t, rule) === null);
}

import { BloodBoundRejection, type RejectionCode } from '../errors.js';
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

/** The code of what is wrong with naming `target`, or null: cheap, for listing options. */
export function targetFault(
  s: BloodBoundState,
  actor: Seat,
  target: unknown,
  rule: TargetRule,
): RejectionCode | null {
  if (!isSeat(s, target)) return 'unknown-target';
  if (target === actor && !rule.self) return 'cannot-target-yourself';
  const p = playerAt(s, target);
  if (rule.woundable && holds(p, 'shield')) return 'target-shielded';
  if (rule.lacking && holds(p, rule.lacking)) return 'already-holds-card';
  return null;
}

/** Why `target` cannot be named by `actor` under `rule`, with a readable reason, or null when it can. */
export function targetProblem(
  s: BloodBoundState,
  actor: Seat,
  target: unknown,
  rule: TargetRule,
): BloodBoundRejection | null {
  const fault = targetFault(s, actor, target, rule);
  switch (fault) {
    case null:
      return null;
    case 'unknown-target':
      return new BloodBoundRejection(fault, `there is no seat ${JSON.stringify(target)}`);
    case 'cannot-target-yourself':
      return new BloodBoundRejection(fault, 'name another player');
    case 'target-shielded':
      return new BloodBoundRejection(fault, `${target} holds a Shield and cannot be wounded by others`);
    default:
      return new BloodBoundRejection(fault, `${target} already holds a ${rule.lacking}`);
  }
}

/** Every seat `actor` may name under `rule`, in seat order. */
export function targetsFor(s: BloodBoundState, actor: Seat, rule: TargetRule): Seat[] {
  return s.seats.filter((t) => targetFault(s, actor, t, rule) === null);
}

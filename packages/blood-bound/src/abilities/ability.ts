import type { AbilityCommand } from '../commands.js';
import type { BloodBoundRejection } from '../errors.js';
import type { Ctx } from '../query.js';
import type { AbilityStep, BloodBoundState } from '../state.js';

/**
 * A character's ability as a small record (one file per character). It fires when its owner takes their
 * rank token — attacked, forced or intervening — and using it is optional (seed [게임진행] 5).
 */
export interface Ability<C extends AbilityCommand = AbilityCommand> {
  /**
   * The uses open now. Decided from public facts only (cards on the table, wounds, the supply), so whether
   * the table is asked leaks nothing: with none, the ability passes unused.
   */
  uses(s: BloodBoundState, step: AbilityStep): C[];
  /** Whether `uses` is not empty, when that is cheaper to tell than listing them (the Curse deal). */
  usable?(s: BloodBoundState, step: AbilityStep): boolean;
  /** Carries out one of the listed uses. */
  use(ctx: Ctx, step: AbilityStep, command: C): void;
  /** Why a use of this ability's command type that is not listed is refused. */
  explain?(s: BloodBoundState, step: AbilityStep, command: C): BloodBoundRejection | null;
}

/** Narrows an ability to its own command type, for the registry. */
export function ability<C extends AbilityCommand>(def: Ability<C>): Ability {
  return def as unknown as Ability;
}

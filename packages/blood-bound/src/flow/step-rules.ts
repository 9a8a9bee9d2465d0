import type { Command } from '../commands.js';
import type { BloodBoundRejection } from '../errors.js';
import type { Ctx } from '../query.js';
import type { BloodBoundState, Step } from '../state.js';
import type { Seat } from '../types.js';

/**
 * How one kind of step runs, as a small record (one file per kind under `flow/`): `apply.ts` and
 * `legal.ts` reach the rules only through these, so the options offered and the commands accepted are
 * the same list.
 */
export interface StepRules<S extends Step> {
  /**
   * Moves the step on where the rules decide alone. Returns 'wait' when a decision is needed, 'done' when
   * the step has removed itself from the stack (possibly pushing what follows).
   */
  advance(ctx: Ctx, step: S): 'wait' | 'done';
  /** The seats that must decide now (several during an intervention window). */
  actors(s: BloodBoundState, step: S): Seat[];
  /** Every command `seat` may give now; empty for a seat not among the actors. */
  options(s: BloodBoundState, step: S, seat: Seat): Command[];
  /** Carries out one of the listed commands. */
  apply(ctx: Ctx, step: S, seat: Seat, command: Command): void;
  /** Why a command of an expected type but not listed is refused: a stable code and a readable reason. */
  explain(s: BloodBoundState, step: S, seat: Seat, command: Command): BloodBoundRejection;
  /** Why `seat`, not among the actors, may not act here (default: it is someone else's decision). */
  whyNotActor?(s: BloodBoundState, step: S, seat: Seat): BloodBoundRejection;
}

/** Removes `step` from the top of the stack (it must be there). */
export function popStep(ctx: Ctx, step: Step): void {
  if (ctx.s.steps[ctx.s.steps.length - 1] === step) ctx.s.steps.pop();
}

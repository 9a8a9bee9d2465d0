import type { Command } from './commands.js';
import { rulesOf } from './flow/registry.js';
import { currentStep, isSeat } from './query.js';
import type { BloodBoundState } from './state.js';
import type { Seat } from './types.js';

/** The seats that must decide now: one, or every seat that may still answer an intervention window. */
export function whoMustAct(s: BloodBoundState): Seat[] {
  const step = currentStep(s);
  return step === undefined || s.outcome ? [] : rulesOf(step).actors(s, step);
}

/**
 * Every command `seat` may give now, and nothing else: `apply` accepts exactly these, so bots and screens
 * never guess. Empty for a seat that has nothing to decide. Private: it may reflect the seat's own card.
 */
export function legalCommands(s: BloodBoundState, seat: Seat): Command[] {
  const step = currentStep(s);
  if (step === undefined || s.outcome || !isSeat(s, seat)) return [];
  return rulesOf(step).options(s, step, seat);
}

import type { Command } from './commands.js';
import { currentStep } from './query.js';
import type { BloodBoundState } from './state.js';
import type { Seat } from './types.js';

/**
 * How long an intervention window stays open for the seats that have not answered (house rule; the seed
 * sets no time). When it runs out, each of them is taken to have declined (`timeoutCommand`).
 */
export const INTERVENTION_WINDOW_MS = 20_000;

/** A clock the host should run now: the open intervention window, keyed by attack so each window is new. */
export function clock(s: BloodBoundState): { seats: Seat[]; budgetMs: number; key: string } | undefined {
  const step = currentStep(s);
  if (step?.kind !== 'intervention' || s.outcome) return undefined;
  return {
    seats: [...step.waiting],
    budgetMs: INTERVENTION_WINDOW_MS,
    key: `intervention:${s.attacks.length}`,
  };
}

/** The command that stands for `seat` when its clock runs out: declining to intervene. */
export function timeoutCommand(s: BloodBoundState, seat: Seat): Command | undefined {
  const step = currentStep(s);
  return step?.kind === 'intervention' && step.waiting.includes(seat)
    ? { type: 'decline-intervention' }
    : undefined;
}

/** A player who leaves is replaced by a bot that plays on (the game needs every seat). */
export function onLeave(_s: BloodBoundState, _seat: Seat): 'bot' {
  return 'bot';
}

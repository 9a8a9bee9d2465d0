import { expect } from 'vitest';
import { outcomeProblem } from '../bench/outcome-problem.js';
import type { BloodBoundState } from '../state.js';

/** Asserts a finished game has a valid winner (`outcomeProblem` re-derives it). */
export function expectValidOutcome(s: BloodBoundState): void {
  expect(outcomeProblem(s)).toBeNull();
}

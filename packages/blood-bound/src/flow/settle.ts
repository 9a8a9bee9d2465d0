import { RulesError } from '../errors.js';
import { type Ctx, currentStep } from '../query.js';
import { rulesOf } from './registry.js';

/**
 * Runs the steps the rules resolve alone until one waits for a decision or the game is over. An empty stack
 * means the turn is over: the dagger holder's next turn begins.
 */
export function settle(ctx: Ctx): void {
  const { s } = ctx;
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.outcome) return;
    const step = currentStep(s);
    if (step === undefined) {
      s.turn += 1;
      s.steps.push({ kind: 'turn', seat: s.dagger });
      ctx.emit({ type: 'turn-began', turn: s.turn, seat: s.dagger });
      continue;
    }
    if (rulesOf(step).advance(ctx, step) === 'wait') return;
  }
  throw new RulesError('the steps did not reach a decision');
}

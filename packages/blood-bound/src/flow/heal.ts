import { BloodBoundRejection } from '../errors.js';
import { type Ctx, playerAt } from '../query.js';
import type { HealStep } from '../state.js';
import type { Seat, Token } from '../types.js';
import { popStep, type StepRules } from './step-rules.js';

function distinctTokens(tokens: readonly Token[]): Token[] {
  return [...new Set(tokens)];
}

function returnToken(ctx: Ctx, seat: Seat, token: Token): void {
  const p = playerAt(ctx.s, seat);
  p.tokens.splice(p.tokens.lastIndexOf(token), 1);
  ctx.emit({ type: 'token-returned', seat, token, wounds: p.tokens.length });
}

/**
 * Healing one wound (Alchemist, reference §6): the healed player returns one of their tokens to the supply.
 * A returned rank token may be taken again, firing the ability again, and lets its owner intervene again.
 * House rule: the healed player chooses which token (the tokens are public, so a lone kind needs no ask).
 */
export const HEAL: StepRules<HealStep> = {
  advance(ctx, step) {
    const kinds = distinctTokens(playerAt(ctx.s, step.seat).tokens);
    if (kinds.length > 1) return 'wait';
    popStep(ctx, step);
    if (kinds[0] !== undefined) returnToken(ctx, step.seat, kinds[0]);
    return 'done';
  },
  actors: (_s, step) => [step.seat],
  options: (s, step, seat) =>
    seat === step.seat
      ? distinctTokens(playerAt(s, seat).tokens).map((token) => ({ type: 'return-token', token }))
      : [],
  apply(ctx, step, seat, command) {
    popStep(ctx, step);
    if (command.type === 'return-token') returnToken(ctx, seat, command.token);
  },
  explain: (_s, _step, _seat, command) =>
    new BloodBoundRejection(
      'token-not-held',
      `you hold no ${command.type === 'return-token' ? String(command.token) : ''} token to return`,
    ),
};

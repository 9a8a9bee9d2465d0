import { returnGuardianCards } from '../abilities/guardian.js';
import { BloodBoundRejection } from '../errors.js';
import { type Ctx, cardAt, holds, playerAt, rankInSupply } from '../query.js';
import type { WoundStep } from '../state.js';
import { TOKENS, type Token } from '../types.js';
import { capture } from './capture.js';
import { popStep, type StepRules } from './step-rules.js';
import { tokenChoices } from './tokens.js';

/** Lays `token` beside the wounded player's card: revealing the rank arms the ability for after the blow. */
function takeToken(ctx: Ctx, step: WoundStep, token: Token): void {
  const p = playerAt(ctx.s, step.seat);
  p.tokens.push(token);
  step.left -= 1;
  if (token === 'rank') {
    const rank = cardAt(ctx.s, step.seat).rank;
    p.revealedRank = rank;
    step.rankTaken = true;
    ctx.emit({ type: 'token-taken', seat: step.seat, token, rank, wounds: p.tokens.length });
  } else {
    ctx.emit({ type: 'token-taken', seat: step.seat, token, wounds: p.tokens.length });
  }
  // The Sword holder's third wound sends Sword and Shields of its colour back (Guardian, reference §6).
  if (p.tokens.length === 3 && holds(p, 'sword')) returnGuardianCards(ctx, step.seat);
}

/**
 * Suffering wounds (seed [게임진행] 2–3): each wound is one token the wounded player chooses among their own
 * icons; a player who already shows all three tokens is captured by the next wound. The wounded player is
 * always asked, even with one token left, so the table cannot tell how many choices they had. Only an
 * intervener or the Mentalist's victim, whose rank token is in the supply, takes it without a choice.
 */
export const WOUND: StepRules<WoundStep> = {
  advance(ctx, step) {
    const p = playerAt(ctx.s, step.seat);
    while (step.left > 0) {
      if (p.tokens.length >= 3) {
        capture(ctx, step.seat, step.source);
        return 'done';
      }
      if (step.forceRank && !step.rankTaken && rankInSupply(p)) {
        takeToken(ctx, step, 'rank');
        continue;
      }
      return 'wait';
    }
    popStep(ctx, step);
    // All wounds of one blow are taken first; then the revealed character may act (ability step).
    if (step.rankTaken) {
      ctx.s.steps.push({
        kind: 'ability',
        seat: step.seat,
        character: cardAt(ctx.s, step.seat).character,
        source: step.source,
        intervenedFor: step.intervenedFor,
      });
    }
    return 'done';
  },
  actors: (_s, step) => [step.seat],
  options: (s, step, seat) =>
    seat === step.seat
      ? tokenChoices(cardAt(s, seat), playerAt(s, seat)).map((token) => ({ type: 'take-token', token }))
      : [],
  apply(ctx, step, _seat, command) {
    if (command.type === 'take-token') takeToken(ctx, step, command.token);
  },
  explain(s, _step, seat, command) {
    const token = command.type === 'take-token' ? command.token : undefined;
    if (!(TOKENS as readonly unknown[]).includes(token)) {
      return new BloodBoundRejection('malformed-command', `a token is one of ${TOKENS.join(', ')}`);
    }
    const p = playerAt(s, seat);
    const withoutStaff = tokenChoices(cardAt(s, seat), { ...p, cards: [] });
    if (withoutStaff.includes(token as Token)) {
      return new BloodBoundRejection(
        'staff-forbids-clan-token',
        'a Staff holder cannot reveal a clan-coloured token while a rank or unknown token is left',
      );
    }
    return new BloodBoundRejection(
      'token-not-on-card',
      `your card has no unrevealed ${token === 'rank' ? 'rank' : `${token} affiliation`} icon left`,
    );
  },
};

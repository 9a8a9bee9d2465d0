import type { Command } from '../commands.js';
import { BloodBoundRejection } from '../errors.js';
import { type Ctx, holds, playerAt, rankInSupply } from '../query.js';
import type { ChooseIntervenerStep, InterventionStep } from '../state.js';
import type { Seat } from '../types.js';
import { popStep, type StepRules } from './step-rules.js';

/**
 * Intervention (seed [게임진행] 4): before an attacked player is wounded, any other player whose rank token is
 * still in the supply may offer to take the wound instead; the target picks one or refuses. The attacker
 * cannot intervene in their own attack (house rule, reference §5), nor can anyone for a Fan holder
 * (Courtesan). With nobody able to offer, the window closes at once.
 */
export function beginIntervention(ctx: Ctx, attacker: Seat, target: Seat): void {
  const { s } = ctx;
  if (holds(playerAt(s, target), 'fan')) {
    ctx.emit({ type: 'no-intervention', target, reason: 'fan' });
    woundByAttack(ctx, attacker, target, null);
    return;
  }
  const waiting = s.seats.filter((x) => x !== attacker && x !== target && rankInSupply(playerAt(s, x)));
  if (waiting.length === 0) {
    ctx.emit({ type: 'no-intervention', target, reason: 'nobody-eligible' });
    woundByAttack(ctx, attacker, target, null);
    return;
  }
  s.steps.push({ kind: 'intervention', attacker, target, waiting, offers: [], declined: [] });
}

/**
 * The attack's wound lands on `wounded` (the target, or the intervener for `intervenedFor`), who receives
 * the dagger. An ability used on the way may hand the dagger on again (Assassin, Mentalist).
 */
function woundByAttack(ctx: Ctx, attacker: Seat, wounded: Seat, intervenedFor: Seat | null): void {
  ctx.s.dagger = wounded;
  ctx.s.steps.push({
    kind: 'wound',
    seat: wounded,
    source: attacker,
    left: 1,
    // An intervener must take their rank token (seed [게임진행] 4).
    forceRank: intervenedFor !== null,
    intervenedFor,
    rankTaken: false,
  });
}

export const INTERVENTION: StepRules<InterventionStep> = {
  advance(ctx, step) {
    if (step.waiting.length > 0) return 'wait';
    popStep(ctx, step);
    if (step.offers.length === 0) {
      ctx.emit({ type: 'no-intervention', target: step.target, reason: 'nobody-offered' });
      woundByAttack(ctx, step.attacker, step.target, null);
    } else {
      ctx.s.steps.push({
        kind: 'choose-intervener',
        attacker: step.attacker,
        target: step.target,
        offers: step.offers,
      });
    }
    return 'done';
  },
  actors: (_s, step) => [...step.waiting],
  options: (_s, step, seat) =>
    step.waiting.includes(seat) ? [{ type: 'offer-intervention' }, { type: 'decline-intervention' }] : [],
  apply(ctx, step, seat, command) {
    step.waiting = step.waiting.filter((x) => x !== seat);
    if (command.type === 'offer-intervention') {
      step.offers.push(seat);
      ctx.emit({ type: 'intervention-offered', seat });
    } else {
      step.declined.push(seat);
      ctx.emit({ type: 'intervention-declined', seat });
    }
  },
  explain: () => new BloodBoundRejection('illegal-choice', 'offer to intervene or decline'),
  whyNotActor(_s, step, seat) {
    if (step.offers.includes(seat) || step.declined.includes(seat)) {
      return new BloodBoundRejection('already-answered', 'you already answered this intervention window');
    }
    return new BloodBoundRejection(
      'not-your-decision',
      seat === step.attacker || seat === step.target
        ? 'the attacker and the target cannot intervene in this attack'
        : 'only a player whose rank token is still in the supply may intervene',
    );
  },
};

export const CHOOSE_INTERVENER: StepRules<ChooseIntervenerStep> = {
  advance: () => 'wait',
  actors: (_s, step) => [step.target],
  options(_s, step, seat) {
    if (seat !== step.target) return [];
    const accepts: Command[] = step.offers.map((by) => ({ type: 'accept-intervention', by }));
    return [...accepts, { type: 'refuse-intervention' }];
  },
  apply(ctx, step, _seat, command) {
    popStep(ctx, step);
    if (command.type === 'accept-intervention') {
      const attack = ctx.s.attacks[ctx.s.attacks.length - 1];
      if (attack) attack.intervener = command.by;
      ctx.emit({ type: 'intervener-chosen', target: step.target, intervener: command.by });
      woundByAttack(ctx, step.attacker, command.by, step.target);
    } else {
      ctx.emit({ type: 'intervention-refused', target: step.target });
      woundByAttack(ctx, step.attacker, step.target, null);
    }
  },
  explain: (_s, step, _seat, command) =>
    command.type === 'accept-intervention'
      ? new BloodBoundRejection(
          'not-offered',
          `${String(command.by)} did not offer to intervene; offers: ${step.offers.join(', ')}`,
        )
      : new BloodBoundRejection('illegal-choice', 'accept one offer or refuse them all'),
};

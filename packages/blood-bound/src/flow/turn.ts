import type { Command } from '../commands.js';
import { BloodBoundRejection, type RejectionCode } from '../errors.js';
import { cardAt, others, playerAt, wounds } from '../query.js';
import type { BloodBoundState, TurnStep } from '../state.js';
import type { Seat } from '../types.js';
import { beginIntervention } from './intervention.js';
import { popStep, type StepRules } from './step-rules.js';
import { targetFault, targetProblem } from './targets.js';

/**
 * The dagger holder's turn: attack another player or pass the dagger (seed [게임진행]). A Shield holder
 * cannot be attacked; the Inquisitor cannot attack a player who already has 3 wounds (seed [탐문자] 고유특성).
 */
function attackFault(s: BloodBoundState, attacker: Seat, target: unknown): RejectionCode | null {
  const fault = targetFault(s, attacker, target, { woundable: true });
  if (fault) return fault;
  const inquisitorLimit =
    cardAt(s, attacker).character === 'inquisitor' && wounds(playerAt(s, target as Seat)) >= 3;
  return inquisitorLimit ? 'inquisitor-limit' : null;
}

function attackProblem(s: BloodBoundState, attacker: Seat, target: unknown): BloodBoundRejection | null {
  switch (attackFault(s, attacker, target)) {
    case null:
      return null;
    case 'target-shielded':
      return new BloodBoundRejection('target-shielded', `${target} holds a Shield and cannot be attacked`);
    case 'inquisitor-limit':
      return new BloodBoundRejection(
        'inquisitor-limit',
        `the Inquisitor cannot attack ${target}, who already has 3 wounds`,
      );
    default:
      return targetProblem(s, attacker, target, { woundable: true });
  }
}

function passProblem(s: BloodBoundState, holder: Seat, to: unknown): BloodBoundRejection | null {
  return targetProblem(s, holder, to, {});
}

export const TURN: StepRules<TurnStep> = {
  advance: () => 'wait',
  actors: (_s, step) => [step.seat],
  options(s, step, seat) {
    if (seat !== step.seat) return [];
    const attacks: Command[] = others(s, seat)
      .filter((t) => attackFault(s, seat, t) === null)
      .map((target) => ({ type: 'attack', target }));
    const passes: Command[] = others(s, seat).map((to) => ({ type: 'pass', to }));
    return [...attacks, ...passes];
  },
  apply(ctx, step, seat, command) {
    popStep(ctx, step);
    if (command.type === 'pass') {
      ctx.s.dagger = command.to;
      ctx.emit({ type: 'dagger-passed', from: seat, to: command.to });
      return;
    }
    if (command.type !== 'attack') return;
    ctx.emit({ type: 'attacked', attacker: seat, target: command.target });
    ctx.s.attacks.push({ turn: ctx.s.turn, attacker: seat, target: command.target, intervener: null });
    beginIntervention(ctx, seat, command.target);
  },
  explain(s, _step, seat, command) {
    const problem =
      command.type === 'attack'
        ? attackProblem(s, seat, command.target)
        : command.type === 'pass'
          ? passProblem(s, seat, command.to)
          : null;
    return problem ?? new BloodBoundRejection('illegal-choice', 'attack another player or pass the dagger');
  },
};

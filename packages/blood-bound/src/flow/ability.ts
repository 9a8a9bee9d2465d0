import { ABILITIES } from '../abilities/index.js';
import type { AbilityCommand, Command } from '../commands.js';
import { BloodBoundRejection } from '../errors.js';
import type { AbilityStep } from '../state.js';
import { popStep, type StepRules } from './step-rules.js';

/** A revealed character's ability: one of its uses, or declining it (abilities are optional). */
export const ABILITY: StepRules<AbilityStep> = {
  advance(ctx, step) {
    const def = ABILITIES[step.character];
    if (def.usable ? def.usable(ctx.s, step) : def.uses(ctx.s, step).length > 0) return 'wait';
    popStep(ctx, step);
    ctx.emit({ type: 'ability-unusable', seat: step.seat, ability: step.character });
    return 'done';
  },
  actors: (_s, step) => [step.seat],
  options: (s, step, seat): Command[] =>
    seat === step.seat ? [...ABILITIES[step.character].uses(s, step), { type: 'decline-ability' }] : [],
  apply(ctx, step, _seat, command) {
    popStep(ctx, step);
    if (command.type === 'decline-ability') {
      ctx.emit({ type: 'ability-declined', seat: step.seat, ability: step.character });
      return;
    }
    ABILITIES[step.character].use(ctx, step, command as AbilityCommand);
  },
  explain(s, step, _seat, command) {
    return (
      ABILITIES[step.character].explain?.(s, step, command as AbilityCommand) ??
      new BloodBoundRejection('illegal-choice', `that is not a use of the ${step.character}'s ability now`)
    );
  },
};

import type { Step, StepKind } from '../state.js';
import { ABILITY } from './ability.js';
import { HEAL } from './heal.js';
import { CHOOSE_INTERVENER, INTERVENTION } from './intervention.js';
import type { StepRules } from './step-rules.js';
import { TURN } from './turn.js';
import { WOUND } from './wound.js';

/** The rules of every kind of step. */
export const STEP_RULES: { readonly [K in StepKind]: StepRules<Extract<Step, { kind: K }>> } = {
  turn: TURN,
  intervention: INTERVENTION,
  'choose-intervener': CHOOSE_INTERVENER,
  wound: WOUND,
  heal: HEAL,
  ability: ABILITY,
};

export function rulesOf<S extends Step>(step: S): StepRules<S> {
  return STEP_RULES[step.kind] as unknown as StepRules<S>;
}

import type { ScenarioId } from '../types.js';
import { CLAIM_NO_MANS_LAND } from './claim-no-mans-land.js';
import type { ScenarioDef } from './scenario.js';
import { TRENCH_WARFARE } from './trench-warfare.js';

export const SCENARIOS: Readonly<Record<ScenarioId, ScenarioDef>> = {
  'claim-no-mans-land': CLAIM_NO_MANS_LAND,
  'trench-warfare': TRENCH_WARFARE,
};

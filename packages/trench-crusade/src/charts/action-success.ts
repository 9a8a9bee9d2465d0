import type { PoolRoll } from '../dice/pool.js';

/** The Action Success Chart (2D6 after ±DICE): 2–6 Failure, 7–11 Success, 12 Critical Success. */
export const ACTION_RESULTS = ['failure', 'success', 'critical'] as const;
export type ActionResult = (typeof ACTION_RESULTS)[number];

export const ACTION_SUCCESS = { success: 7, critical: 12 } as const;

/** The seed: a hit whose dice total 12 or more is a Critical Success. */
export function actionResult(total: number): ActionResult {
  if (total >= ACTION_SUCCESS.critical) return 'critical';
  if (total >= ACTION_SUCCESS.success) return 'success';
  return 'failure';
}

export function succeeded(result: ActionResult): boolean {
  return result !== 'failure';
}

export function actionRollResult(roll: PoolRoll): ActionResult {
  return actionResult(roll.total);
}

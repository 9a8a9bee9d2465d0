import type { Dice } from '../../dice/kinds.js';
import {
  EXPENSIVE_MISTAKE_BAND_MINIMUMS,
  expensiveMistakesTable,
  treasuryAfterMajorMistake,
} from '../../tables/expensive-mistakes.js';
import { SIDES } from '../../types.js';
import type { LeagueEvent, PostGame } from '../types.js';
import { type StepResult, withTeam } from './state.js';

/**
 * §3.21 step 5, §4.10: a Treasury of 100k or more rolls a D6 on its band. Minor: lose D3 × 10k
 * (never below 0). Major: lose half, rounded down to 5k. Catastrophe: keep only 2D6 × 10k.
 */
export function expensiveMistakes(pg: PostGame, dice: Dice): StepResult {
  const events: LeagueEvent[] = [];
  let next = pg;
  for (const side of SIDES) {
    const team = next.teams[side];
    const before = team.treasury;
    if (before < EXPENSIVE_MISTAKE_BAND_MINIMUMS[0]) {
      events.push({
        type: 'expensive-mistake',
        team: side,
        roll: null,
        result: 'averted',
        before,
        after: before,
      });
      continue;
    }
    const roll = dice.roll('D6');
    const result = expensiveMistakesTable(before, roll);
    let after = before;
    switch (result) {
      case 'averted':
        break;
      case 'minor':
        after = Math.max(0, before - dice.roll('D3') * 10_000);
        break;
      case 'major':
        after = treasuryAfterMajorMistake(before);
        break;
      case 'catastrophe':
        after = Math.min(before, (dice.roll('D6') + dice.roll('D6')) * 10_000);
        break;
    }
    next = withTeam(next, side, { ...team, treasury: after });
    events.push({ type: 'expensive-mistake', team: side, roll, result, before, after });
  }
  return { postGame: next, events };
}

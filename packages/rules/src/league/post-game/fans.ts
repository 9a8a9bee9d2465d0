import type { Dice } from '../../dice/kinds.js';
import { SIDES } from '../../types.js';
import { matchOutcome, penalisedConceder } from '../summary.js';
import type { LeagueEvent, PostGame } from '../types.js';
import { type StepResult, withTeam } from './state.js';

/** League Dedicated Fans range (§3.19). */
export const DEDICATED_FANS = { min: 1, max: 7 } as const;

/**
 * §3.21 step 2: a winner rolls D6 and gains a fan on a roll ≥ its Dedicated Fans (max 7); a loser
 * loses one on a roll < them (min 1); a draw changes nothing. No die is rolled when the result could
 * not change anything (a winner at 7, a loser at 1). A conceding team loses D3 instead (min 1).
 */
export function updateDedicatedFans(pg: PostGame, dice: Dice): StepResult {
  const { winner } = matchOutcome(pg.summary);
  const conceder = penalisedConceder(pg.summary);
  const events: LeagueEvent[] = [];
  let next = pg;
  for (const side of SIDES) {
    const team = next.teams[side];
    const before = team.dedicatedFans;
    let after = before;
    let roll: number | null = null;
    if (side === conceder) {
      roll = dice.roll('D3');
      after = Math.max(DEDICATED_FANS.min, before - roll);
    } else if (winner === side && before < DEDICATED_FANS.max) {
      roll = dice.roll('D6');
      if (roll >= before) after = before + 1;
    } else if (winner !== null && winner !== side && before > DEDICATED_FANS.min) {
      roll = dice.roll('D6');
      if (roll < before) after = before - 1;
    }
    next = withTeam(next, side, { ...team, dedicatedFans: after });
    events.push({ type: 'dedicated-fans', team: side, roll, before, after });
  }
  return { postGame: next, events };
}

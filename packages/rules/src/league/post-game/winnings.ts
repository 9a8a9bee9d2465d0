import { SIDES } from '../../types.js';
import { matchOutcome, penalisedConceder } from '../summary.js';
import type { LeagueEvent, PostGame } from '../types.js';
import { type StepResult, withTeam } from './state.js';

/**
 * §3.21 step 1: record the outcome and collect Winnings, (Fan Attendance ÷ 2 + own TDs + 1 if no
 * player of yours Stalled) × 10,000. Fan Attendance is both Fan Factors; an odd attendance pays 5k
 * steps (the rule says ÷ 2 and gold moves in 5k). Against a conceding team the winner takes the whole
 * attendance + its TDs (no stalling bonus: the rule lists none) and the conceder gets nothing.
 */
export function collectWinnings(pg: PostGame): StepResult {
  const { score, winner } = matchOutcome(pg.summary);
  const conceder = penalisedConceder(pg.summary);
  const attendance = pg.summary.home.fanFactor + pg.summary.away.fanFactor;
  const events: LeagueEvent[] = [{ type: 'result', score, winner }];
  let next = pg;
  for (const side of SIDES) {
    const team = next.teams[side];
    const stalled = pg.summary[side].stalled;
    const touchdowns = score[side];
    const amount =
      conceder === null
        ? (attendance / 2 + touchdowns + (stalled ? 0 : 1)) * 10_000
        : side === conceder
          ? 0
          : (attendance + touchdowns) * 10_000;
    const r = team.record;
    const record = {
      played: r.played + 1,
      wins: r.wins + (winner === side ? 1 : 0),
      draws: r.draws + (winner === null ? 1 : 0),
      losses: r.losses + (winner !== null && winner !== side ? 1 : 0),
    };
    // §3.18: Treasury spent on inducements is paid now (petty cash never came from the Treasury).
    const induced = pg.summary[side].inducements?.treasury ?? 0;
    const treasury = team.treasury + amount - induced;
    next = withTeam(next, side, { ...team, treasury, record });
    events.push({
      type: 'winnings',
      team: side,
      attendance,
      touchdowns,
      stalled,
      amount,
      ...(induced > 0 ? { inducements: induced } : {}),
      treasury,
    });
  }
  return { postGame: next, events };
}

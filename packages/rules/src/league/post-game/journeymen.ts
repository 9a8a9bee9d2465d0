import { SIDES, type Side } from '../../types.js';
import { LeagueRuleError } from '../errors.js';
import { hireJourneyman } from '../roster.js';
import type {
  LeagueEvent,
  PlayerMatchSummary,
  PostGame,
  PostGameChoices,
  TeamMatchSummary,
} from '../types.js';
import { type StepResult, withTeam } from './state.js';

/** Journeymen a team may hire after a match: those who played and did not die (a raised Lineman is not one). */
export function journeymenWhoMayJoin(summary: TeamMatchSummary): PlayerMatchSummary[] {
  return summary.players.filter((p) => p.playerId === null && !p.raised && p.played && p.injury !== 'dead');
}

/** The shirt numbers of the Journeymen the team may hire (`journeymenWhoMayJoin`). */
export function hireableJourneymen(pg: PostGame, side: Side): number[] {
  return journeymenWhoMayJoin(pg.summary[side]).map((p) => p.number);
}

/**
 * §3.21 step 4: hire the Journeymen the coach chose (default: none). Their injuries in this match
 * are not carried over (they were not on the roster when hurt).
 */
export function hireJourneymen(pg: PostGame, choices: PostGameChoices): StepResult {
  const events: LeagueEvent[] = [];
  let next = pg;
  for (const side of SIDES) {
    const allowed = new Set(hireableJourneymen(pg, side));
    for (const number of choices.hireJourneymen?.[side] ?? []) {
      if (!allowed.has(number)) {
        throw new LeagueRuleError(
          'not-a-journeyman',
          `#${number} is not a Journeyman who played and can be hired`,
        );
      }
      const entry = pg.summary[side].players.find((p) => p.number === number);
      const spp = pg.spp[side][String(number)] ?? 0;
      const r = hireJourneyman(next.teams[side], { number, positionId: entry?.positionId ?? '', spp });
      next = withTeam(next, side, r.value);
      for (const e of r.events) {
        if (e.type === 'hired')
          events.push({ type: 'journeyman-hired', team: side, playerId: e.playerId, cost: e.cost });
      }
    }
  }
  return { postGame: next, events };
}

import type { Dice } from '../../dice/kinds.js';
import { SIDES, type Side } from '../../types.js';
import { LeagueRuleError } from '../errors.js';
import { matchOutcome } from '../summary.js';
import {
  type LeagueEvent,
  type LeagueTeam,
  type MatchSummary,
  POST_GAME_STEPS,
  type PostGame,
  type PostGameChoices,
  type PostGameStep,
} from '../types.js';
import { leagueCurrentTeamValue, leagueTeamValue } from '../value.js';
import { concessionDepartures } from './concession.js';
import { expensiveMistakes } from './expensive-mistakes.js';
import { updateDedicatedFans } from './fans.js';
import { gettingEven } from './getting-even.js';
import { applyInjuries } from './injuries.js';
import { hireJourneymen } from './journeymen.js';
import { keepRaisedLinemen } from './masters-of-undeath.js';
import { awardMvp, awardSpp } from './spp.js';
import type { StepResult } from './state.js';
import { collectWinnings } from './winnings.js';

export * from './choices.js';
export * from './concession.js';
export * from './expensive-mistakes.js';
export * from './fans.js';
export * from './getting-even.js';
export * from './injuries.js';
export * from './journeymen.js';
export * from './masters-of-undeath.js';
export * from './spp.js';
export type { StepResult } from './state.js';
export * from './winnings.js';

/** A post-game ready to run, for the two teams as they were before the match. */
export function startPostGame(
  summary: MatchSummary,
  teams: Record<Side, LeagueTeam>,
  options: { friendly?: boolean } = {},
): PostGame {
  const pg: PostGame = { summary, teams, done: [], spp: { home: {}, away: {} } };
  return options.friendly ? { ...pg, friendly: true } : pg;
}

/** The step to run next, or null when the post-game is over. */
export function nextPostGameStep(pg: PostGame): PostGameStep | null {
  return POST_GAME_STEPS[pg.done.length] ?? null;
}

/** §3.21 step 6: TV and CTV for the next fixture (nothing changes; the values are reported). */
export function teamValues(pg: PostGame): StepResult {
  const events: LeagueEvent[] = SIDES.map((side) => ({
    type: 'team-value',
    team: side,
    tv: leagueTeamValue(pg.teams[side]),
    ctv: leagueCurrentTeamValue(pg.teams[side]),
  }));
  return { postGame: pg, events };
}

function run(step: PostGameStep, pg: PostGame, choices: PostGameChoices, dice: Dice): StepResult {
  // A friendly leaves both rosters as they were (our reading: not even Dedicated Fans or a served Miss
  // Next Game change); only the result and the team values are reported.
  if (pg.friendly && step !== 'team-value') {
    return {
      postGame: pg,
      events: step === 'winnings' ? [{ type: 'result', ...matchOutcome(pg.summary) }] : [],
    };
  }
  switch (step) {
    case 'winnings':
      return collectWinnings(pg);
    case 'dedicated-fans':
      return updateDedicatedFans(pg, dice);
    case 'spp':
      return awardSpp(pg);
    case 'mvp':
      return awardMvp(pg, choices, dice);
    case 'injuries':
      return applyInjuries(pg);
    case 'getting-even':
      return gettingEven(pg, choices, dice);
    case 'concession':
      return concessionDepartures(pg, dice);
    case 'masters-of-undeath':
      return keepRaisedLinemen(pg, choices);
    case 'journeymen':
      return hireJourneymen(pg, choices);
    case 'expensive-mistakes':
      return expensiveMistakes(pg, dice);
    case 'team-value':
      return teamValues(pg);
  }
}

/**
 * Run one step of the post-game sequence (§3.21, in `POST_GAME_STEPS` order). `choices` are the
 * coaches' answers so far; whatever is missing takes its documented default. Throws
 * `step-out-of-order` for any step but the next, and `LeagueRuleError`s for invalid choices (before
 * any die is rolled).
 */
export function runPostGameStep(
  pg: PostGame,
  step: PostGameStep,
  choices: PostGameChoices,
  dice: Dice,
): StepResult {
  const expected = nextPostGameStep(pg);
  if (step !== expected) {
    throw new LeagueRuleError(
      'step-out-of-order',
      expected === null ? 'the post-game is over' : `the next post-game step is ${expected}, not ${step}`,
    );
  }
  const r = run(step, pg, choices, dice);
  return { postGame: { ...r.postGame, done: [...pg.done, step] }, events: r.events };
}

/** Run every remaining step with the given choices (defaults for the rest). */
export function runPostGame(pg: PostGame, choices: PostGameChoices, dice: Dice): StepResult {
  let postGame = pg;
  const events: LeagueEvent[] = [];
  for (let step = nextPostGameStep(postGame); step !== null; step = nextPostGameStep(postGame)) {
    const r = runPostGameStep(postGame, step, choices, dice);
    postGame = r.postGame;
    events.push(...r.events);
  }
  return { postGame, events };
}

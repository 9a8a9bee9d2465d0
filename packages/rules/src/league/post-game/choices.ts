import { CASUALTY_EFFECTS } from '../../tables/casualty.js';
import { SIDES, type Side } from '../../types.js';
import { LeagueRuleError } from '../errors.js';
import type { PostGame, PostGameChoices } from '../types.js';
import { checkGettingEvenKeyword, gettingEvenKeywords } from './getting-even.js';
import { hireableJourneymen } from './journeymen.js';
import { raisedLinemen } from './masters-of-undeath.js';
import { checkMvpNominations, defaultMvpNominations, mvpCandidates } from './spp.js';

/** What each coach may choose in the post-game, and what happens if it does not. */
export interface PostGameOptions {
  mvp: { candidates: number[]; default: number[] };
  /** Victims who will roll for Getting Even, with the keywords they may hate (first = default). */
  gettingEven: { playerId: string; keywords: string[] }[];
  /** Journeymen who may be hired (default: none). */
  journeymen: number[];
  /** Linemen raised by Masters of Undeath, kept free unless declined (default: kept). */
  raised: number[];
}

export function postGameOptions(pg: PostGame): Record<Side, PostGameOptions> {
  const of = (side: Side): PostGameOptions => ({
    mvp: { candidates: mvpCandidates(pg, side), default: defaultMvpNominations(pg, side) },
    gettingEven: pg.summary[side].players
      .filter(
        (p) =>
          p.playerId !== null &&
          p.injury !== null &&
          CASUALTY_EFFECTS[p.injury].gettingEven &&
          p.injuredBy !== null,
      )
      .map((p) => ({
        playerId: p.playerId as string,
        keywords: gettingEvenKeywords(pg, side, p.playerId as string),
      }))
      .filter((v) => v.keywords.length > 0),
    journeymen: hireableJourneymen(pg, side),
    raised: raisedLinemen(pg, side),
  });
  return { home: of('home'), away: of('away') };
}

/**
 * Check a coach's answers when they arrive (the steps check them again). Throws the first problem as
 * a `LeagueRuleError`. Treasury and roster room for Journeymen are only known when that step runs.
 */
export function checkPostGameChoices(pg: PostGame, choices: PostGameChoices): void {
  for (const side of SIDES) {
    const mvp = choices.mvpNominations?.[side];
    if (mvp !== undefined) checkMvpNominations(pg, side, mvp);
    for (const [playerId, keyword] of Object.entries(choices.gettingEven?.[side] ?? {})) {
      checkGettingEvenKeyword(pg, side, playerId, keyword);
    }
    if (choices.hireRaised?.[side] !== undefined && raisedLinemen(pg, side).length === 0) {
      throw new LeagueRuleError('invalid-choice', 'the team raised no Lineman to keep');
    }
    const hireable = new Set(hireableJourneymen(pg, side));
    for (const n of choices.hireJourneymen?.[side] ?? []) {
      if (!hireable.has(n)) {
        throw new LeagueRuleError(
          'not-a-journeyman',
          `#${n} is not a Journeyman who played and can be hired`,
        );
      }
    }
  }
}

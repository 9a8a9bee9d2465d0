import type { Dice } from '../../dice/kinds.js';
import { type SppAchievement, sppAward } from '../../tables/spp-awards.js';
import { SIDES, type Side } from '../../types.js';
import { LeagueRuleError } from '../errors.js';
import { matchOutcome, penalisedConceder } from '../summary.js';
import type {
  LeagueEvent,
  LeagueTeam,
  PlayerCareer,
  PlayerMatchSummary,
  PostGame,
  PostGameChoices,
} from '../types.js';
import { type StepResult, withTeam } from './state.js';

const ACHIEVEMENTS: readonly [SppAchievement, (p: PlayerMatchSummary) => number][] = [
  ['touchdown', (p) => p.touchdowns],
  // Only casualties from Block Actions earn SPP: the engine counts them as casualtiesSpp.
  ['casualty', (p) => p.casualtiesSpp],
  ['completion', (p) => p.completions],
  ['interception', (p) => p.interceptions],
  ['superb-throw', (p) => p.superbThrows],
  ['safe-landing', (p) => p.safeLandings],
  ['prayers-to-nuffle', (p) => p.prayerSpp ?? 0],
];

const brutes = (team: LeagueTeam) => team.specialRules.includes('brawlin-brutes');

/** Credit SPP to a league player (and its career), or remember them for a Journeyman. */
function credit(pg: PostGame, side: Side, number: number, playerId: string | null, spp: number): PostGame {
  const bySide = { ...pg.spp[side], [String(number)]: (pg.spp[side][String(number)] ?? 0) + spp };
  const next: PostGame = { ...pg, spp: { ...pg.spp, [side]: bySide } };
  if (playerId === null) return next;
  const team = next.teams[side];
  return withTeam(next, side, {
    ...team,
    players: team.players.map((p) =>
      p.id === playerId ? { ...p, spp: p.spp + spp, sppEarned: p.sppEarned + spp } : p,
    ),
  });
}

/**
 * §3.20 SPP from each player's match record (Brawlin' Brutes: CAS 3, TD 2), and the career totals.
 * A conceding team loses every SPP earned in the game (§3.21).
 */
export function awardSpp(pg: PostGame): StepResult {
  const conceder = penalisedConceder(pg.summary);
  const events: LeagueEvent[] = [];
  let next = pg;
  for (const side of SIDES) {
    for (const p of pg.summary[side].players) {
      const reasons = ACHIEVEMENTS.map(([achievement, count]) => ({
        achievement,
        count: count(p),
        spp: count(p) * sppAward(achievement, brutes(next.teams[side])),
      })).filter((r) => r.count > 0);
      const amount = reasons.reduce((sum, r) => sum + r.spp, 0);
      if (p.playerId !== null) next = withTeam(next, side, withCareer(next.teams[side], p));
      if (amount === 0) continue;
      if (side === conceder) {
        events.push({ type: 'spp-lost', team: side, number: p.number, playerId: p.playerId, amount });
        continue;
      }
      next = credit(next, side, p.number, p.playerId, amount);
      events.push({ type: 'spp', team: side, number: p.number, playerId: p.playerId, amount, reasons });
    }
  }
  return { postGame: next, events };
}

/** A player's career totals after one match (both editions; the MVP is counted where it is chosen). */
export function careerAfterMatch(career: PlayerCareer, p: PlayerMatchSummary): PlayerCareer {
  return {
    ...career,
    games: career.games + (p.played ? 1 : 0),
    touchdowns: career.touchdowns + p.touchdowns,
    casualties: career.casualties + p.casualtiesCaused,
    completions: career.completions + p.completions,
    interceptions: career.interceptions + p.interceptions,
  };
}

function withCareer(team: LeagueTeam, p: PlayerMatchSummary): LeagueTeam {
  return {
    ...team,
    players: team.players.map((x) =>
      x.id === p.playerId ? { ...x, career: careerAfterMatch(x.career, p) } : x,
    ),
  };
}

/** Who may be nominated for MVP: shirts that played. */
export function mvpCandidates(pg: PostGame, side: Side): number[] {
  return pg.summary[side].players.filter((p) => p.played).map((p) => p.number);
}

/**
 * The default nomination when the coach does not choose: the first six who played, by shirt number.
 */
export function defaultMvpNominations(pg: PostGame, side: Side): number[] {
  return [...mvpCandidates(pg, side)].sort((a, b) => a - b).slice(0, 6);
}

/** Checks a nomination; throws `invalid-choice` naming what is wrong. */
export function checkMvpNominations(pg: PostGame, side: Side, nominated: readonly number[]): void {
  const candidates = new Set(mvpCandidates(pg, side));
  if (nominated.length === 0 && candidates.size > 0) {
    throw new LeagueRuleError('invalid-choice', 'nominate at least one player for MVP');
  }
  if (nominated.length > 6) {
    throw new LeagueRuleError(
      'invalid-choice',
      `nominate at most six players for MVP, not ${nominated.length}`,
    );
  }
  if (new Set(nominated).size !== nominated.length) {
    throw new LeagueRuleError('invalid-choice', 'each player may be nominated for MVP once');
  }
  for (const n of nominated) {
    if (!candidates.has(n)) {
      throw new LeagueRuleError('invalid-choice', `#${n} did not play and cannot be MVP`);
    }
  }
}

/**
 * §3.20 MVP: the coach numbers up to six players who played 1–6 and rolls a D6; a number nobody
 * holds (fewer than six nominated) is re-rolled. The winner of a conceded game gets a second MVP from
 * the same nomination (it may fall on the same player); the conceding team gets none (it loses the
 * game's SPP).
 */
export function awardMvp(pg: PostGame, choices: PostGameChoices, dice: Dice): StepResult {
  const conceder = penalisedConceder(pg.summary);
  const { winner } = matchOutcome(pg.summary);
  const nominations = Object.fromEntries(
    SIDES.map((side) => {
      const chosen = choices.mvpNominations?.[side];
      if (chosen !== undefined) checkMvpNominations(pg, side, chosen);
      return [side, chosen ?? defaultMvpNominations(pg, side)];
    }),
  ) as Record<Side, number[]>;
  const events: LeagueEvent[] = [];
  let next = pg;
  for (const side of SIDES) {
    const count = side === conceder ? 0 : conceder !== null && side === winner ? 2 : 1;
    const nominated = nominations[side];
    if (nominated.length === 0) continue;
    for (let i = 0; i < count; i++) {
      const rolls: number[] = [];
      let pick: number | undefined;
      while (pick === undefined) {
        const roll = dice.roll('D6');
        rolls.push(roll);
        pick = nominated[roll - 1];
      }
      const entry = pg.summary[side].players.find((p) => p.number === pick) as PlayerMatchSummary;
      const spp = sppAward('mvp', brutes(next.teams[side]));
      next = credit(next, side, pick, entry.playerId, spp);
      if (entry.playerId !== null) {
        const team = next.teams[side];
        next = withTeam(next, side, {
          ...team,
          players: team.players.map((p) =>
            p.id === entry.playerId ? { ...p, career: { ...p.career, mvps: p.career.mvps + 1 } } : p,
          ),
        });
      }
      events.push({
        type: 'mvp',
        team: side,
        number: pick,
        playerId: entry.playerId,
        nominated,
        rolls,
        spp,
      });
    }
  }
  return { postGame: next, events };
}

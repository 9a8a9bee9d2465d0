import type { Dice } from '../../dice/kinds.js';
import { SIDES, type Side } from '../../types.js';
import { newCareer } from '../player.js';
import { careerAfterMatch } from '../post-game/spp.js';
import type { MatchSummary } from '../types.js';
import { type ClassicLeaguePlayer, classicAdvanceTable } from './advancement.js';
import {
  type ClassicMatchRecord,
  classicAdvancesEarned,
  classicRecordOf,
  classicSppFor,
} from './experience.js';
import { type ClassicInjuryEvent, classicInjuriesAfterMatch } from './injuries.js';
import { classicJourneymenOf } from './journeymen.js';
import { classicLeagueTeamValue } from './match-team.js';
import { type ClassicRotterEvent, classicNurglesRot } from './nurgles-rot.js';
import { classicSpirallingExpenses } from './spiralling-expenses.js';
import type { ClassicLeagueTeam } from './team.js';

/** One player's experience from a match: the SPP earned and how many new advances that brings. */
export interface ClassicExperience {
  playerId: string;
  spp: number;
  advancesDue: number;
}

/**
 * The experience step of an LRB6 league's post-game: each player's match earns SPP by the LRB6 awards,
 * and each star level reached is an advance to roll (`rollClassicAdvance`). Pure; the same input gives
 * the same players back, so running it again on the result of the first run would count twice: the
 * caller stores the result with the match, once.
 */
export function classicExperienceAfterMatch<P extends ClassicLeaguePlayer>(
  players: readonly P[],
  records: Readonly<Record<string, ClassicMatchRecord>>,
): { players: P[]; experience: ClassicExperience[] } {
  const experience: ClassicExperience[] = [];
  const next = players.map((p) => {
    const record = records[p.id];
    if (record === undefined) return p;
    const spp = classicSppFor(record);
    const after = { ...p, spp: p.spp + spp };
    experience.push({ playerId: p.id, spp, advancesDue: classicAdvancesEarned(after.spp) - p.advances });
    return after;
  });
  return { players: next, experience };
}

/** Everything a classic post-game did, in order, for the audit log and the post-game screen. */
export type ClassicPostGameEvent =
  | {
      type: 'winnings';
      side: Side;
      roll: number;
      fame: number;
      result: 'win' | 'draw' | 'loss';
      /**
       * Spiralling Expenses taken from the winnings (`classicSpirallingExpenses`); absent when none were,
       * so a post-game applied before they existed recomputes to the same events and still verifies.
       */
      expenses?: number;
      /** What the treasury gained: the winnings less the expenses, never below 0. */
      gold: number;
    }
  | { type: 'fan-factor'; side: Side; dice: number[]; before: number; after: number }
  | { type: 'mvp'; side: Side; playerId: string }
  | { type: 'spp'; side: Side; playerId: string; spp: number; total: number }
  | ({ side: Side } & ClassicInjuryEvent)
  | ({ side: Side } & ClassicRotterEvent)
  | { type: 'advance-rolled'; side: Side; playerId: string; dice: readonly [number, number] }
  | { type: 'journeyman-offered'; side: Side; number: number; spp: number }
  | { type: 'team-value'; side: Side; before: number; after: number };

/** What a classic post-game returns: both teams after the match and what happened to them. */
export interface ClassicPostGameRun {
  teams: Record<Side, ClassicLeagueTeam>;
  events: ClassicPostGameEvent[];
}

/** LRB6 winnings: (D6 + FAME, +1 for a win or a draw) × 10,000 gp (our reading, see the league README). */
export const CLASSIC_WINNINGS_UNIT = 10_000;

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Uniformly one of `n` (1..n) on the smallest die that covers it, re-rolled above n. */
function pickOne(n: number, dice: Dice): number {
  const kind = n <= 3 ? 'D3' : n <= 6 ? 'D6' : n <= 8 ? 'D8' : 'D16';
  for (;;) {
    const r = dice.roll(kind);
    if (r <= n) return r;
  }
}

function outcomeOf(summary: MatchSummary, side: Side): 'win' | 'draw' | 'loss' {
  if (summary.conceded) return summary.conceded.team === side ? 'loss' : 'win';
  const mine = summary[side].score;
  const theirs = summary[other(side)].score;
  return mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw';
}

/**
 * The post-game of an LRB6 league match, every step in order on the post-game's dice: winnings (less
 * Spiralling Expenses), Fan
 * Factor, the MVP (a random player who played), SPP by the LRB6 awards, the D68 injuries, Nurgle's Rot,
 * the 2D6 advance rolls for each star level reached (the coach takes them later, `takeClassicAdvance`),
 * the Journeymen the coach may hire (`hireClassicJourneyman`), and team value. Pure: the same teams, summary and dice give the same result.
 */
export function runClassicPostGame(
  summary: MatchSummary,
  before: Record<Side, ClassicLeagueTeam>,
  dice: Dice,
): ClassicPostGameRun {
  const events: ClassicPostGameEvent[] = [];
  const teams = { home: before.home, away: before.away };
  for (const side of SIDES) {
    const result = outcomeOf(summary, side);
    const roll = dice.roll('D6');
    const fame = summary[side].fanFactor;
    const winnings = (roll + fame + (result === 'loss' ? 0 : 1)) * CLASSIC_WINNINGS_UNIT;
    // The team value it played the match at; the expenses can take the winnings to 0, never the treasury.
    const expenses = classicSpirallingExpenses(classicLeagueTeamValue(before[side]));
    const gold = Math.max(0, winnings - expenses);
    teams[side] = { ...teams[side], treasury: teams[side].treasury + gold };
    events.push({ type: 'winnings', side, roll, fame, result, ...(expenses > 0 ? { expenses } : {}), gold });
  }
  for (const side of SIDES) {
    const result = outcomeOf(summary, side);
    const count = result === 'win' ? 3 : 2;
    const rolled = Array.from({ length: count }, () => dice.roll('D6'));
    const total = rolled.reduce((a, b) => a + b, 0);
    const ff = teams[side].fanFactor;
    const after = result === 'loss' ? (total < ff ? ff - 1 : ff) : total > ff ? ff + 1 : ff;
    teams[side] = { ...teams[side], fanFactor: Math.max(0, after) };
    events.push({ type: 'fan-factor', side, dice: rolled, before: ff, after: Math.max(0, after) });
  }
  for (const side of SIDES) {
    const played = summary[side].players.filter((p) => p.played && p.playerId !== null);
    const mvp = played.length > 0 ? played[pickOne(played.length, dice) - 1]?.playerId : undefined;
    if (mvp) events.push({ type: 'mvp', side, playerId: mvp });
    const records = Object.fromEntries(
      summary[side].players.flatMap((p) =>
        p.playerId ? [[p.playerId, classicRecordOf(p, p.playerId === mvp)]] : [],
      ),
    );
    const { players, experience } = classicExperienceAfterMatch(teams[side].players, records);
    const bySummary = new Map(
      summary[side].players.flatMap((p) => (p.playerId ? [[p.playerId, p] as const] : [])),
    );
    teams[side] = {
      ...teams[side],
      players: players.map((p) => {
        const s = bySummary.get(p.id);
        if (!s) return p;
        // A team stored before careers were kept (an older post-game's record) starts its players' careers here.
        const career = careerAfterMatch(p.career ?? newCareer(), s);
        return { ...p, career: p.id === mvp ? { ...career, mvps: career.mvps + 1 } : career };
      }),
    };
    for (const e of experience) {
      if (e.spp === 0) continue;
      const total = teams[side].players.find((p) => p.id === e.playerId)?.spp ?? 0;
      events.push({ type: 'spp', side, playerId: e.playerId, spp: e.spp, total });
    }
  }
  for (const side of SIDES) {
    const r = classicInjuriesAfterMatch(teams[side], summary[side]);
    teams[side] = r.team;
    events.push(...r.events.map((e) => ({ side, ...e })));
  }
  const rotted = {
    home: classicNurglesRot('home', teams, summary),
    away: classicNurglesRot('away', teams, summary),
  };
  for (const side of SIDES) {
    teams[side] = rotted[side].team;
    events.push(...rotted[side].events.map((e) => ({ side, ...e })));
  }
  for (const side of SIDES) {
    const players = teams[side].players.map((p) => {
      if (p.status !== 'active') return p;
      const due = classicAdvancesEarned(p.spp) - p.advances - p.pendingAdvances.length;
      if (due <= 0) return p;
      const rolls = Array.from({ length: due }, () => classicAdvanceTable(dice.roll('D6'), dice.roll('D6')));
      for (const r of rolls) events.push({ type: 'advance-rolled', side, playerId: p.id, dice: r.dice });
      return { ...p, pendingAdvances: [...p.pendingAdvances, ...rolls] };
    });
    teams[side] = { ...teams[side], players };
  }
  for (const side of SIDES) {
    // The Journeymen of this match replace any the coach did not hire after the last one.
    const journeymen = classicJourneymenOf(summary[side]);
    teams[side] = { ...teams[side], journeymen };
    for (const j of journeymen)
      events.push({ type: 'journeyman-offered', side, number: j.number, spp: j.spp });
  }
  for (const side of SIDES) {
    events.push({
      type: 'team-value',
      side,
      before: classicLeagueTeamValue(before[side]),
      after: classicLeagueTeamValue(teams[side]),
    });
  }
  return { teams, events };
}

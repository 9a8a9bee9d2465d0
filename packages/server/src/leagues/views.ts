import type {
  AuditEntryView,
  CoachRef,
  FixtureResultView,
  FixtureView,
  LeagueDetail,
  LeagueSettings,
  LeagueSummary,
  LeagueTieBreaker,
  PlayerView,
  PostGamePending,
  SeasonSummary,
  SkillView,
  TeamDetail,
  TeamRef,
  TeamSummary,
} from '@dugout/client';
import {
  formatSkillRef,
  type LeaguePlayer,
  type LeagueTeam,
  leagueCurrentTeamValue,
  leagueTeamValue,
  type MatchSummary,
  playerValue,
  positionOf,
} from '@dugout/rules';
import type { Prisma } from '../generated/prisma/client.js';
import { isClassicRow } from './classic-store.js';
import { classicTeamDetail, classicTeamSummary } from './classic-views.js';
import { matchInducementsView } from './purchases.js';
import { type TeamRow, teamFromRows } from './store.js';

// Rows as the views read them, and their conversion to the wire shapes of league-protocol.ts.

export const coachSelect = { select: { id: true, name: true } } as const;
export const teamInclude = { coach: coachSelect, players: true } as const;
export const teamRefInclude = { coach: coachSelect } as const;
export const fixtureInclude = {
  homeTeam: { include: teamRefInclude },
  awayTeam: { include: teamRefInclude },
  leagueMatch: true,
} as const;
export const leagueInclude = {
  commissioners: { include: { coach: coachSelect }, orderBy: { addedAt: 'asc' } },
  seasons: { orderBy: { number: 'asc' }, include: { redraftOf: true } },
} as const;

export type LeagueRow = Prisma.LeagueGetPayload<{ include: typeof leagueInclude }>;
export type FullTeamRow = Prisma.LeagueTeamGetPayload<{ include: typeof teamInclude }>;
export type FixtureRow = Prisma.FixtureGetPayload<{ include: typeof fixtureInclude }>;
export type AuditRow = Prisma.LeagueAuditEntryGetPayload<{ include: { coach: typeof coachSelect } }>;
type RefRow = Prisma.LeagueTeamGetPayload<{ include: typeof teamRefInclude }>;

export function settingsOf(row: Omit<LeagueRow, 'commissioners' | 'seasons'>): LeagueSettings {
  return {
    edition: row.edition === 'classic' ? 'classic' : 'bb2025',
    budget: row.budget,
    turnSeconds: row.turnSeconds,
    points: { win: row.pointsWin, draw: row.pointsDraw, loss: row.pointsLoss },
    bonus: {
      touchdowns: row.bonusTouchdowns,
      cleanSheet: row.bonusCleanSheet,
      casualties: row.bonusCasualties,
    },
    tieBreakers: row.tieBreakers as LeagueTieBreaker[],
    allowedRosters: row.allowedRosters,
    homeAndAway: row.homeAndAway,
    redraftCap: row.redraftCap,
  };
}

export function settingsColumns(s: Partial<LeagueSettings>) {
  return {
    ...(s.edition !== undefined ? { edition: s.edition } : {}),
    ...(s.budget !== undefined ? { budget: s.budget } : {}),
    ...(s.turnSeconds !== undefined ? { turnSeconds: s.turnSeconds } : {}),
    ...(s.points ? { pointsWin: s.points.win, pointsDraw: s.points.draw, pointsLoss: s.points.loss } : {}),
    ...(s.bonus
      ? {
          bonusTouchdowns: s.bonus.touchdowns,
          bonusCleanSheet: s.bonus.cleanSheet,
          bonusCasualties: s.bonus.casualties,
        }
      : {}),
    ...(s.tieBreakers ? { tieBreakers: s.tieBreakers } : {}),
    ...(s.allowedRosters ? { allowedRosters: s.allowedRosters } : {}),
    ...(s.homeAndAway !== undefined ? { homeAndAway: s.homeAndAway } : {}),
    ...(s.redraftCap !== undefined ? { redraftCap: s.redraftCap } : {}),
  };
}

type SeasonRow = Prisma.SeasonGetPayload<object> & { redraftOf?: Prisma.RedraftGetPayload<object> | null };

export const seasonView = (s: SeasonRow): SeasonSummary => ({
  id: s.id,
  leagueId: s.leagueId,
  number: s.number,
  name: s.name,
  status: s.status,
  rounds: s.rounds,
  redraft: s.redraftOf
    ? {
        intoSeasonId: s.redraftOf.intoSeasonId,
        deadline: s.redraftOf.deadline.toISOString(),
        closedAt: s.redraftOf.closedAt?.toISOString() ?? null,
      }
    : null,
});

export function leagueSummary(row: LeagueRow, teamCount: number): LeagueSummary {
  const current = row.seasons.at(-1);
  return {
    id: row.id,
    name: row.name,
    commissioners: row.commissioners.map((c) => ({ id: c.coach.id, name: c.coach.name })),
    settings: settingsOf(row),
    createdAt: row.createdAt.toISOString(),
    teamCount,
    currentSeason: current ? seasonView(current) : null,
  };
}

export function leagueDetail(row: LeagueRow, teams: FullTeamRow[]): LeagueDetail {
  return {
    ...leagueSummary(row, teams.filter((t) => t.status === 'approved').length),
    seasons: row.seasons.map(seasonView),
    teams: teams.map(teamSummary),
  };
}

export const teamRef = (row: RefRow): TeamRef => ({
  id: row.id,
  name: row.name,
  rosterId: row.rosterId,
  coach: { id: row.coach.id, name: row.coach.name },
});

export function teamSummary(row: FullTeamRow): TeamSummary {
  if (isClassicRow(row)) return classicTeamSummary(row);
  const team = teamFromRows(row as TeamRow);
  return summaryOf(row, team);
}

function summaryOf(row: RefRow, team: LeagueTeam): TeamSummary {
  return {
    ...teamRef(row),
    edition: 'bb2025',
    leagueId: row.leagueId,
    seasonId: row.seasonId,
    status: row.status,
    tv: leagueTeamValue(team),
    ctv: leagueCurrentTeamValue(team),
    treasury: team.treasury,
    record: team.record ?? { played: 0, wins: 0, draws: 0, losses: 0 },
    redraftBudget: redraftBudgetOf(team),
  };
}

/** The budget a team waits to re-draft with (set by the off-season, removed by the re-draft). */
export const redraftBudgetOf = (team: LeagueTeam): number | null =>
  (team as LeagueTeam & { redraftBudget?: number }).redraftBudget ?? null;

export function teamDetail(row: FullTeamRow, league: { id: string; name: string }): TeamDetail {
  if (isClassicRow(row)) return classicTeamDetail(row, league);
  const team = teamFromRows(row as TeamRow);
  return {
    ...summaryOf(row, team),
    league,
    leagueChoice: team.league,
    favoured: team.favoured,
    specialRules: [...team.specialRules],
    rerolls: team.rerolls,
    apothecary: team.apothecary,
    assistantCoaches: team.assistantCoaches,
    cheerleaders: team.cheerleaders,
    dedicatedFans: team.dedicatedFans,
    captainId: team.captainId,
    players: team.players.map((p) => playerView(team, p)),
  };
}

const EMPTY_CAREER = { games: 0, touchdowns: 0, casualties: 0, completions: 0, interceptions: 0, mvps: 0 };

export function playerView(team: LeagueTeam, p: LeaguePlayer): PlayerView {
  const positionSkills: SkillView[] = (() => {
    try {
      return positionOf(team, p).skills.map((s) => ({ ...s, name: formatSkillRef(s), source: 'position' }));
    } catch {
      return [];
    }
  })();
  if (team.captainId === p.id && team.specialRules.includes('team-captain')) {
    // The Team Captain plays with Pro (§ Team Captain), shown with the position's skills.
    if (!positionSkills.some((s) => s.id === 'pro'))
      positionSkills.push({ id: 'pro', name: 'Pro', source: 'position' });
  }
  const fromAdvancements = new Set(p.advancements.map((a) => (a.skill ? formatSkillRef(a.skill) : '')));
  const gained: SkillView[] = p.skills.map((s) => ({
    ...s,
    name: formatSkillRef(s),
    source: fromAdvancements.has(formatSkillRef(s)) ? 'advancement' : 'override',
  }));
  return {
    id: p.id,
    teamId: team.id,
    number: p.number,
    name: p.name,
    positionId: p.positionId,
    keywords: [...p.keywords],
    base: { ...p.base },
    current: { ...p.current },
    skills: [...positionSkills, ...gained],
    spp: p.spp,
    sppEarned: p.sppEarned,
    advancements: p.advancements.map((a) => ({
      kind: a.kind,
      skill: a.skill,
      access: a.access,
      characteristic: a.characteristic,
      swappedForSkill: a.swappedForSkill,
      sppCost: a.sppCost,
      valueIncrease: a.valueIncrease,
      matchId: a.matchId,
    })),
    value: playerValue(p),
    niggling: p.niggling,
    lastingInjuries: p.lastingInjuries.map((l) => ({ characteristic: l.characteristic, matchId: l.matchId })),
    missNextGame: p.missNextGame,
    temporarilyRetired: p.temporarilyRetired,
    status: p.status,
    endedByMatchId: p.endedByMatch,
    hatreds: p.hatreds.map((h) => ({ keyword: h.keyword, source: h.source })),
    journeyman: p.journeyman,
    career: { ...EMPTY_CAREER, ...(p.career ?? {}) },
  };
}

/** What the league stores on a fixture as its result. */
export interface StoredFixtureResult extends Omit<FixtureResultView, 'overridden'> {
  overridden?: boolean;
}

const NO_PENDING = { mvpCandidates: [], gettingEven: {}, journeymen: [], raised: [], answered: false };

/** A stored post-game's pending choices, with the fields older records lack. */
function pendingOf(stored: PostGamePending | null): PostGamePending {
  return {
    home: { ...NO_PENDING, ...(stored?.home ?? {}) },
    away: { ...NO_PENDING, ...(stored?.away ?? {}) },
  };
}

/** `now` (the league's clock) decides whether a scheduled fixture is past its deadline. */
export function fixtureView(row: FixtureRow, now: number = Date.now()): FixtureView {
  const result = row.result as StoredFixtureResult | null;
  const lm = row.leagueMatch;
  return {
    id: row.id,
    leagueId: row.homeTeam.leagueId,
    seasonId: row.seasonId,
    round: row.round,
    home: teamRef(row.homeTeam),
    away: teamRef(row.awayTeam),
    deadline: row.deadline?.toISOString() ?? null,
    overdue: row.status === 'scheduled' && row.deadline !== null && row.deadline.getTime() < now,
    status: row.status,
    matchId: row.matchId,
    result: result ? { ...result, overridden: result.overridden ?? false } : null,
    postGame:
      lm && lm.result !== null
        ? {
            stage: lm.stage,
            applied: lm.applied,
            deadline: lm.deadline?.toISOString() ?? null,
            pending: pendingOf(lm.pending as PostGamePending | null),
            events: lm.events as unknown[],
            diceStart: lm.diceStart,
            diceEnd: lm.diceEnd,
          }
        : null,
    inducements: matchInducementsView((lm?.result ?? null) as MatchSummary | null),
  };
}

export function auditView(row: AuditRow): AuditEntryView {
  const by: CoachRef | null = row.coach ? { id: row.coach.id, name: row.coach.name } : null;
  return {
    id: row.id,
    leagueId: row.leagueId,
    teamId: row.teamId,
    playerId: row.playerId,
    by,
    action: row.action,
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
    at: row.at.toISOString(),
  };
}

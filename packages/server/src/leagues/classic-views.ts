import type { ClassicRosterView, PlayerView, SkillView, TeamDetail, TeamSummary } from '@dugout/client';
import {
  CLASSIC_SKILLS,
  type ClassicLeagueTeam,
  type ClassicRosterPlayer,
  classicLeagueTeamValue,
  getClassicPosition,
  listClassicRosters,
  type SkillRef,
} from '@dugout/rules';
import { classicRecordOfRow, classicTeamFromRows } from './classic-store.js';
import type { TeamRow } from './store.js';
import type { FullTeamRow } from './views.js';

// The wire views of a classic (LRB6) league team: AG the 1–6 characteristic, no PA, Fan Factor.

const skillName = (s: SkillRef): string => CLASSIC_SKILLS.find((c) => c.ref.id === s.id)?.name ?? s.id;

export function classicPlayerView(team: ClassicLeagueTeam, p: ClassicRosterPlayer): PlayerView {
  const position = getClassicPosition(team.rosterId, p.positionId);
  const skills: SkillView[] = [
    ...position.skills.map((s) => ({ ...s, name: skillName(s), source: 'position' as const })),
    ...p.skills.map((s) => ({ ...s, name: skillName(s), source: 'advancement' as const })),
  ];
  return {
    id: p.id,
    teamId: team.id,
    number: p.number,
    name: p.name,
    positionId: p.positionId,
    keywords: [],
    base: { ma: position.ma, st: position.st, ag: position.ag, pa: null, av: position.av },
    current: { ...p.current, pa: null },
    skills,
    spp: p.spp,
    sppEarned: p.spp,
    advancements: [],
    value: p.value,
    niggling: p.niggling,
    lastingInjuries: [],
    missNextGame: p.missNextGame,
    temporarilyRetired: false,
    status: p.status,
    endedByMatchId: null,
    hatreds: [],
    journeyman: false,
    pendingAdvances: p.pendingAdvances.map((r) => ({
      dice: [...r.dice],
      characteristics: [...r.characteristics],
      double: r.double,
    })),
    career: { ...p.career },
  };
}

/** The LRB6 rosters for a classic league's draft form (the web bundle does not carry the roster data). */
export function classicRosterViews(): ClassicRosterView[] {
  return listClassicRosters().map((r) => ({
    id: r.id,
    name: r.name,
    rerollCost: r.rerollCost,
    maxRerolls: r.maxRerolls,
    apothecary: r.apothecary,
    positions: r.positions.map((p) => ({
      id: p.id,
      name: p.name,
      cost: p.cost,
      max: p.max,
      ma: p.ma,
      st: p.st,
      ag: p.ag,
      av: p.av,
    })),
  }));
}

export function classicTeamSummary(row: FullTeamRow): TeamSummary {
  const team = classicTeamFromRows(row as TeamRow);
  const tv = classicLeagueTeamValue(team);
  return {
    id: row.id,
    name: row.name,
    rosterId: row.rosterId,
    coach: { id: row.coach.id, name: row.coach.name },
    edition: 'classic',
    leagueId: row.leagueId,
    seasonId: row.seasonId,
    status: row.status,
    tv,
    ctv: tv,
    treasury: team.treasury,
    record: classicRecordOfRow(row),
    redraftBudget: null,
  };
}

export function classicTeamDetail(row: FullTeamRow, league: { id: string; name: string }): TeamDetail {
  const team = classicTeamFromRows(row as TeamRow);
  return {
    ...classicTeamSummary(row),
    league,
    leagueChoice: 'lrb6',
    favoured: null,
    specialRules: [],
    rerolls: team.rerolls,
    apothecary: team.apothecary,
    assistantCoaches: team.assistantCoaches,
    cheerleaders: team.cheerleaders,
    // The LRB6 Fan Factor, in the field BB2025 teams fill with Dedicated Fans.
    dedicatedFans: team.fanFactor,
    captainId: null,
    players: team.players.map((p) => classicPlayerView(team, p)),
    journeymen: team.journeymen.map((j) => ({
      ...j,
      cost: getClassicPosition(team.rosterId, j.positionId).cost,
    })),
  };
}

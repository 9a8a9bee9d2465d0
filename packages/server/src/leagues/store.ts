import type { LeaguePlayer, LeagueTeam } from '@dugout/rules';
import type { PrismaClient } from '../db/database.js';
import type { Prisma } from '../generated/prisma/client.js';

/** A Prisma client or the client of an interactive transaction. */
export type Tx = Prisma.TransactionClient | PrismaClient;

export const json = (value: unknown) => value as Prisma.InputJsonValue;

export type TeamRow = Prisma.LeagueTeamGetPayload<{ include: { players: true } }>;
export type PlayerRow = Prisma.LeaguePlayerGetPayload<object>;

// The rules' LeagueTeam / LeaguePlayer fields that have their own column; the rest goes to `extra`.
const TEAM_COLUMNS = [
  'id',
  'rosterId',
  'name',
  'league',
  'favoured',
  'specialRules',
  'treasury',
  'rerolls',
  'apothecary',
  'assistantCoaches',
  'cheerleaders',
  'dedicatedFans',
  'captainId',
  'players',
] as const;
const PLAYER_COLUMNS = [
  'id',
  'number',
  'name',
  'positionId',
  'keywords',
  'base',
  'current',
  'skills',
  'advancements',
  'hiringFee',
  'spp',
  'sppEarned',
  'niggling',
  'lastingInjuries',
  'missNextGame',
  'temporarilyRetired',
  'status',
  'endedByMatch',
  'hatreds',
  'journeyman',
] as const;

function rest<T extends object>(value: T, columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => !columns.includes(k)));
}

/** The rules' team from its rows (every player ever on it, in shirt-number order). */
export function teamFromRows(row: TeamRow): LeagueTeam {
  return {
    ...(row.extra as object),
    id: row.id,
    rosterId: row.rosterId as LeagueTeam['rosterId'],
    name: row.name,
    league: row.leagueChoice as LeagueTeam['league'],
    favoured: row.favoured as LeagueTeam['favoured'],
    specialRules: row.specialRules as LeagueTeam['specialRules'],
    treasury: row.treasury,
    rerolls: row.rerolls,
    apothecary: row.apothecary,
    assistantCoaches: row.assistantCoaches,
    cheerleaders: row.cheerleaders,
    dedicatedFans: row.dedicatedFans,
    captainId: row.captainId,
    players: [...row.players]
      .sort((a, b) => a.number - b.number || a.id.localeCompare(b.id))
      .map(playerFromRow),
  } as LeagueTeam;
}

export function playerFromRow(row: PlayerRow): LeaguePlayer {
  return {
    ...(row.extra as object),
    id: row.id,
    number: row.number,
    name: row.name,
    positionId: row.positionId,
    keywords: row.keywords,
    base: row.base as unknown as LeaguePlayer['base'],
    current: { ma: row.ma, st: row.st, ag: row.ag, pa: row.pa, av: row.av },
    skills: row.skills as unknown as LeaguePlayer['skills'],
    advancements: row.advancements as unknown as LeaguePlayer['advancements'],
    hiringFee: row.hiringFee,
    spp: row.spp,
    sppEarned: row.sppEarned,
    niggling: row.niggling,
    lastingInjuries: row.lastingInjuries as unknown as LeaguePlayer['lastingInjuries'],
    missNextGame: row.missNextGame,
    temporarilyRetired: row.temporarilyRetired,
    status: row.status,
    endedByMatch: row.endedByMatchId,
    hatreds: row.hatreds as unknown as LeaguePlayer['hatreds'],
    journeyman: row.journeyman,
  } as LeaguePlayer;
}

function teamColumns(team: LeagueTeam) {
  return {
    rosterId: team.rosterId,
    name: team.name,
    leagueChoice: team.league,
    favoured: team.favoured,
    specialRules: [...team.specialRules],
    treasury: team.treasury,
    rerolls: team.rerolls,
    apothecary: team.apothecary,
    assistantCoaches: team.assistantCoaches,
    cheerleaders: team.cheerleaders,
    dedicatedFans: team.dedicatedFans,
    captainId: team.captainId,
    extra: json(rest(team, TEAM_COLUMNS)),
  };
}

function playerColumns(p: LeaguePlayer) {
  return {
    number: p.number,
    name: p.name,
    positionId: p.positionId,
    keywords: [...p.keywords],
    ma: p.current.ma,
    st: p.current.st,
    ag: p.current.ag,
    pa: p.current.pa,
    av: p.current.av,
    base: json(p.base),
    skills: json(p.skills),
    spp: p.spp,
    sppEarned: p.sppEarned,
    advancements: json(p.advancements),
    hiringFee: p.hiringFee,
    niggling: p.niggling,
    lastingInjuries: json(p.lastingInjuries),
    missNextGame: p.missNextGame,
    temporarilyRetired: p.temporarilyRetired,
    status: p.status,
    endedByMatchId: p.endedByMatch,
    hatreds: json(p.hatreds),
    journeyman: p.journeyman,
    extra: json(rest(p, PLAYER_COLUMNS)),
  };
}

/** A newly drafted team and its players. */
export async function insertTeam(
  tx: Tx,
  team: LeagueTeam,
  links: { leagueId: string; seasonId: string | null; coachId: string },
): Promise<void> {
  await tx.leagueTeam.create({ data: { id: team.id, ...links, ...teamColumns(team) } });
  await tx.leaguePlayer.createMany({
    data: team.players.map((p) => ({ id: p.id, teamId: team.id, ...playerColumns(p) })),
  });
}

/**
 * Writes a team as the rules returned it: the team row and every player (players are never deleted;
 * the dead, retired and fired keep their rows with their status). Only rows that changed are written.
 */
export async function saveTeam(tx: Tx, team: LeagueTeam, before?: LeagueTeam): Promise<void> {
  const old = new Map((before?.players ?? []).map((p) => [p.id, JSON.stringify(p)]));
  await tx.leagueTeam.update({
    where: { id: team.id },
    data: { ...teamColumns(team), updatedAt: new Date() },
  });
  for (const p of team.players) {
    const was = old.get(p.id);
    if (was === JSON.stringify(p)) continue;
    if (was === undefined && before) {
      await tx.leaguePlayer.create({ data: { id: p.id, teamId: team.id, ...playerColumns(p) } });
    } else {
      await tx.leaguePlayer.upsert({
        where: { id: p.id },
        create: { id: p.id, teamId: team.id, ...playerColumns(p) },
        update: playerColumns(p),
      });
    }
  }
}

export async function loadTeamRow(tx: Tx, id: string): Promise<TeamRow | null> {
  return tx.leagueTeam.findUnique({ where: { id }, include: { players: true } });
}

export interface AuditInput {
  leagueId: string;
  teamId?: string | null;
  playerId?: string | null;
  coachId: string | null;
  action: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

export async function audit(tx: Tx, entry: AuditInput): Promise<void> {
  await tx.leagueAuditEntry.create({
    data: {
      id: crypto.randomUUID(),
      leagueId: entry.leagueId,
      teamId: entry.teamId ?? null,
      playerId: entry.playerId ?? null,
      coachId: entry.coachId,
      action: entry.action,
      reason: entry.reason ?? null,
      ...(entry.before === undefined ? {} : { before: json(entry.before) }),
      ...(entry.after === undefined ? {} : { after: json(entry.after) }),
    },
  });
}

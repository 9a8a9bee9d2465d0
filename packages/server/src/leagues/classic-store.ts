import {
  type ClassicAdvanceRoll,
  type ClassicJourneyman,
  type ClassicLeagueTeam,
  type ClassicRosterPlayer,
  getClassicPosition,
  newCareer,
  type PlayerCareer,
} from '@dugout/rules';
import { AppError } from '../errors.js';
import { json, type TeamRow, type Tx } from './store.js';

// A classic (LRB6) league team in the same rows as a BB2025 one: Fan Factor in `dedicatedFans`, PA null,
// and what only LRB6 has (advances taken, value, advance rolls waiting) in `extra`, marked `edition`.

interface ClassicTeamExtra {
  edition: 'classic';
  record?: { played: number; wins: number; draws: number; losses: number };
  /** Journeymen of the last match the coach may still hire. */
  journeymen?: ClassicJourneyman[];
}
interface ClassicPlayerExtra {
  edition: 'classic';
  advances: number;
  value: number;
  pendingAdvances: ClassicAdvanceRoll[];
  /** Missing on players stored before careers were kept: a blank career. */
  career?: PlayerCareer;
}

/** Whether a team row holds a classic team. */
export const isClassicRow = (row: { extra: unknown }): boolean =>
  (row.extra as Partial<ClassicTeamExtra> | null)?.edition === 'classic';

export function classicTeamFromRows(row: TeamRow): ClassicLeagueTeam {
  return {
    id: row.id,
    rosterId: row.rosterId as ClassicLeagueTeam['rosterId'],
    name: row.name,
    rerolls: row.rerolls,
    apothecary: row.apothecary,
    assistantCoaches: row.assistantCoaches,
    cheerleaders: row.cheerleaders,
    fanFactor: row.dedicatedFans,
    treasury: row.treasury,
    journeymen: (row.extra as Partial<ClassicTeamExtra> | null)?.journeymen ?? [],
    players: [...row.players]
      .sort((a, b) => a.number - b.number || a.id.localeCompare(b.id))
      .map((p): ClassicRosterPlayer => {
        const extra = p.extra as unknown as ClassicPlayerExtra;
        return {
          id: p.id,
          number: p.number,
          name: p.name,
          positionId: p.positionId,
          current: { ma: p.ma, st: p.st, ag: p.ag, av: p.av },
          skills: p.skills as unknown as ClassicRosterPlayer['skills'],
          spp: p.spp,
          advances: extra.advances,
          value: extra.value,
          status: p.status === 'dead' ? 'dead' : 'active',
          niggling: p.niggling,
          missNextGame: p.missNextGame,
          pendingAdvances: extra.pendingAdvances ?? [],
          career: { ...newCareer(), ...(extra.career ?? {}) },
        };
      }),
  };
}

/** The team's win/draw/loss record, kept beside the LRB6 team. */
export const classicRecordOfRow = (row: { extra: unknown }) =>
  (row.extra as ClassicTeamExtra).record ?? { played: 0, wins: 0, draws: 0, losses: 0 };

function teamColumns(team: ClassicLeagueTeam, record?: ClassicTeamExtra['record']) {
  const extra: ClassicTeamExtra = {
    edition: 'classic',
    ...(record ? { record } : {}),
    ...(team.journeymen.length > 0 ? { journeymen: team.journeymen } : {}),
  };
  return {
    rosterId: team.rosterId,
    name: team.name,
    leagueChoice: 'lrb6',
    favoured: null,
    specialRules: [],
    treasury: team.treasury,
    rerolls: team.rerolls,
    apothecary: team.apothecary,
    assistantCoaches: team.assistantCoaches,
    cheerleaders: team.cheerleaders,
    dedicatedFans: team.fanFactor,
    captainId: null,
    extra: json(extra),
  };
}

function playerColumns(team: ClassicLeagueTeam, p: ClassicRosterPlayer) {
  const position = getClassicPosition(team.rosterId, p.positionId);
  const extra: ClassicPlayerExtra = {
    edition: 'classic',
    advances: p.advances,
    value: p.value,
    pendingAdvances: p.pendingAdvances,
    career: p.career,
  };
  return {
    number: p.number,
    name: p.name,
    positionId: p.positionId,
    keywords: [],
    ma: p.current.ma,
    st: p.current.st,
    ag: p.current.ag,
    pa: null,
    av: p.current.av,
    base: json({ ma: position.ma, st: position.st, ag: position.ag, pa: null, av: position.av }),
    skills: json(p.skills),
    spp: p.spp,
    sppEarned: p.spp,
    advancements: json([]),
    hiringFee: position.cost,
    niggling: p.niggling,
    lastingInjuries: json([]),
    missNextGame: p.missNextGame,
    temporarilyRetired: false,
    status: p.status,
    endedByMatchId: null,
    hatreds: json([]),
    journeyman: false,
    extra: json(extra),
  };
}

export async function insertClassicTeam(
  tx: Tx,
  team: ClassicLeagueTeam,
  links: { leagueId: string; seasonId: string | null; coachId: string },
): Promise<void> {
  await tx.leagueTeam.create({ data: { id: team.id, ...links, ...teamColumns(team) } });
  await tx.leaguePlayer.createMany({
    data: team.players.map((p) => ({ id: p.id, teamId: team.id, ...playerColumns(team, p) })),
  });
}

/** Writes the team as the rules returned it; players are never deleted (the dead keep their rows). */
export async function saveClassicTeam(
  tx: Tx,
  team: ClassicLeagueTeam,
  record?: ClassicTeamExtra['record'],
): Promise<void> {
  await tx.leagueTeam.update({
    where: { id: team.id },
    data: { ...teamColumns(team, record), updatedAt: new Date() },
  });
  for (const p of team.players) {
    const columns = playerColumns(team, p);
    await tx.leaguePlayer.upsert({
      where: { id: p.id },
      create: { id: p.id, teamId: team.id, ...columns },
      update: columns,
    });
  }
}

/** Refuses a BB2025-only way of changing a team (`what`) on a classic team, naming both. */
export function assertBb2025Team(row: { extra: unknown; name: string }, what: string): void {
  if (isClassicRow(row))
    throw new AppError(
      'league/wrong-edition',
      409,
      `${row.name} is a classic (LRB6) team: ${what} is a BB2025 league's, not a classic one's.`,
    );
}

/** Refuses a classic-only way of changing a team on a BB2025 team; `instead` says what that team does. */
export function assertClassicTeam(row: { extra: unknown; name: string }, instead: string): void {
  if (!isClassicRow(row))
    throw new AppError('league/wrong-edition', 409, `${row.name} is a BB2025 team: ${instead}`);
}

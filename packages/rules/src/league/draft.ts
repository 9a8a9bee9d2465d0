import type { RosterId } from '../rosters/ids.js';
import { getPosition } from '../rosters/rosters.js';
import {
  type TeamSheetProblem,
  type TeamSheetProblemCode,
  validateTeamSheet,
} from '../rosters/team-sheet.js';
import { newLeaguePlayer } from './player.js';
import type { LeagueTeam } from './types.js';

export type DraftProblemCode = TeamSheetProblemCode | 'roster-not-allowed';
export interface DraftProblem extends Omit<TeamSheetProblem, 'code'> {
  code: DraftProblemCode;
}

export interface DraftOptions {
  /** The new team's id; its players get ids `${id}-p1`, `${id}-p2`, … */
  id: string;
  /** Gold available (default 1,000,000, §3.19). */
  budget?: number;
  /** Rosters this league allows (default: all). */
  allowedRosters?: readonly RosterId[];
}

export type DraftResult = { ok: true; team: LeagueTeam } | { ok: false; problems: DraftProblem[] };

/**
 * A new league team from a team sheet (§3.19): every problem of `validateTeamSheet`, plus a roster the
 * league does not allow and league Dedicated Fans below 1, reported together.
 */
export function draftTeam(sheet: unknown, options: DraftOptions): DraftResult {
  const checked = validateTeamSheet(sheet, options.budget === undefined ? {} : { budget: options.budget });
  const problems: DraftProblem[] = checked.ok ? [] : [...checked.problems];
  const raw = sheet as { rosterId?: unknown; dedicatedFans?: unknown };
  if (
    options.allowedRosters !== undefined &&
    typeof raw?.rosterId === 'string' &&
    !(options.allowedRosters as readonly string[]).includes(raw.rosterId)
  ) {
    problems.push({
      path: 'rosterId',
      code: 'roster-not-allowed',
      message: `this league allows ${options.allowedRosters.join(', ')}, not "${raw.rosterId}"`,
    });
  }
  // League teams start with at least one Dedicated Fan (matched play may start at 0).
  if (typeof raw?.dedicatedFans === 'number' && raw.dedicatedFans < 1) {
    problems.push({
      path: 'dedicatedFans',
      code: 'dedicated-fans-out-of-range',
      message: `${raw.dedicatedFans} Dedicated Fans; a league team starts with 1 to 3`,
    });
  }
  if (!checked.ok || problems.length > 0) return { ok: false, problems };

  const t = checked.team;
  const players = [...t.players]
    .sort((a, b) => a.number - b.number)
    .map((p, i) =>
      newLeaguePlayer(`${options.id}-p${i + 1}`, p.number, getPosition(t.rosterId, p.positionId), p.name),
    );
  const captainIndex = [...t.players].sort((a, b) => a.number - b.number).findIndex((p) => p.captain);
  return {
    ok: true,
    team: {
      id: options.id,
      rosterId: t.rosterId,
      name: t.name,
      league: t.league,
      favoured: t.favoured,
      specialRules: [...t.specialRules],
      treasury: t.treasury,
      rerolls: t.rerolls,
      apothecary: t.apothecary,
      assistantCoaches: t.assistantCoaches,
      cheerleaders: t.cheerleaders,
      dedicatedFans: t.dedicatedFans,
      captainId: captainIndex < 0 ? null : (players[captainIndex]?.id ?? null),
      players,
      record: { played: 0, wins: 0, draws: 0, losses: 0 },
      seasons: 0,
      nextPlayerSeq: players.length + 1,
    },
  };
}

import type { TeamResponse } from '@dugout/client';
import { hireClassicJourneyman } from '@dugout/rules';
import type { CoachView } from '../auth/accounts.js';
import { AppError } from '../errors.js';
import {
  assertClassicTeam,
  classicRecordOfRow,
  classicTeamFromRows,
  saveClassicTeam,
} from './classic-store.js';
import { requireTeamCoach } from './permissions.js';
import { assertNotBusy, type LeagueService } from './service.js';
import { audit, type TeamRow, type Tx } from './store.js';
import { teamInclude } from './views.js';

/**
 * Classic leagues: the team's coach hires a Journeyman of the last match for good (LRB6: the position's
 * cost from the treasury, if the roster has room); refused with nothing changed otherwise.
 */
export async function hireClassicJourneymanIn(
  tx: Tx,
  leagues: LeagueService,
  coach: CoachView,
  teamId: string,
  number: number,
): Promise<TeamResponse> {
  const row = await tx.leagueTeam.findUnique({ where: { id: teamId }, include: teamInclude });
  if (!row) throw new AppError('league/team-not-found', 404, 'There is no such team.');
  requireTeamCoach(row, coach);
  assertClassicTeam(row, `its Journeymen are hired in the post-game's choices.`);
  await assertNotBusy(tx, row);
  const team = classicTeamFromRows(row as TeamRow);
  const after = hireClassicJourneyman(team, number);
  await saveClassicTeam(tx, after, classicRecordOfRow(row));
  const hired = after.players.at(-1);
  await audit(tx, {
    leagueId: row.leagueId,
    teamId,
    playerId: hired?.id ?? null,
    coachId: coach.id,
    action: 'hire',
    before: { treasury: team.treasury },
    after: { number, treasury: after.treasury },
  });
  return { team: await leagues.teamDetail(teamId, tx) };
}

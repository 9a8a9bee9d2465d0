import { classicSeasonEnd } from '@dugout/rules';
import { classicRecordOfRow, classicTeamFromRows, saveClassicTeam } from './classic-store.js';
import { audit, type TeamRow, type Tx } from './store.js';

/**
 * A classic team at its season's end (`classicSeasonEnd`): roster, treasury and players carry over, Miss
 * Next Game heals. It leaves the finished season and joins the league's next one when that is scheduled,
 * as a team drafted between seasons does (no re-draft).
 */
export async function carryClassicTeamOver(
  tx: Tx,
  row: TeamRow & { leagueId: string; seasonId: string | null },
  coachId: string,
): Promise<void> {
  const before = classicTeamFromRows(row);
  const { team, healed } = classicSeasonEnd(before);
  await saveClassicTeam(tx, team, classicRecordOfRow(row));
  await tx.leagueTeam.update({ where: { id: row.id }, data: { seasonId: null } });
  await audit(tx, {
    leagueId: row.leagueId,
    teamId: row.id,
    coachId,
    action: 'off-season',
    before: { seasonId: row.seasonId, treasury: before.treasury },
    after: { seasonId: null, healed },
  });
}

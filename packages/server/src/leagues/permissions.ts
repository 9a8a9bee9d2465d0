import type { CoachView } from '../auth/accounts.js';
import { AppError } from '../errors.js';
import type { Tx } from './store.js';

/** Only a league's commissioners change league data. */
export async function isCommissioner(tx: Tx, leagueId: string, coachId: string): Promise<boolean> {
  const row = await tx.leagueCommissioner.findUnique({
    where: { leagueId_coachId: { leagueId, coachId } },
  });
  return row !== null;
}

export async function requireCommissioner(tx: Tx, leagueId: string, coach: CoachView): Promise<void> {
  if (!(await isCommissioner(tx, leagueId, coach.id))) {
    throw new AppError(
      'league/not-commissioner',
      403,
      "Only this league's commissioners can do that; ask one of them to make you a commissioner.",
    );
  }
}

/** Only a team's coach manages that team. */
export function requireTeamCoach(team: { coachId: string; name: string }, coach: CoachView): void {
  if (team.coachId !== coach.id) {
    throw new AppError('league/not-your-team', 403, `Only the coach of ${team.name} can manage it.`);
  }
}

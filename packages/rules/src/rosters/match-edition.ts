import type { EditionId } from '../edition/edition.js';
import type { ClassicTeam } from './classic/team-sheet.js';
import { BB2025_SHEET_EDITION, type Team } from './team-sheet.js';

/*
 * The edition of a match from its two teams. Kept apart from the sheet checks so that building a match
 * does not load every edition's rosters (the web app's live view builds none).
 */

/** A checked team of either edition. BB2025 teams may leave `edition` out. */
export type AnyTeam = Team | ClassicTeam;

/** The edition a checked team was built for. */
export const teamEdition = (team: AnyTeam): EditionId => team.edition ?? BB2025_SHEET_EDITION;

/** Thrown when teams of different editions are put in one match. */
export class EditionMismatchError extends Error {
  override readonly name = 'EditionMismatchError';
}

/** The edition a match between these teams plays; both must be of it. */
export function matchEdition(home: AnyTeam, away: AnyTeam): EditionId {
  const h = teamEdition(home);
  const a = teamEdition(away);
  if (h !== a)
    throw new EditionMismatchError(
      `the teams are of different editions: home "${home.name}" is ${h}, away "${away.name}" is ${a}; both must be one`,
    );
  return h;
}

import { EDITION_IDS, type EditionId } from '../edition/edition.js';
import { type ClassicTeam, validateClassicTeamSheet } from './classic/team-sheet.js';
import {
  BB2025_SHEET_EDITION,
  type Team,
  type TeamSheetOptions,
  type TeamSheetProblem,
  validateTeamSheet,
} from './team-sheet.js';

/** A checked team of either edition. BB2025 teams may leave `edition` out. */
export type AnyTeam = Team | ClassicTeam;

export type AnyTeamSheetResult = { ok: true; team: AnyTeam } | { ok: false; problems: TeamSheetProblem[] };

/** Each edition's team-sheet check: a sheet is read by the rules it names. */
const SHEET_CHECKS: Readonly<
  Record<EditionId, (input: unknown, options: TeamSheetOptions) => AnyTeamSheetResult>
> = {
  bb2025: validateTeamSheet,
  classic: (input, options) =>
    validateClassicTeamSheet(input, options.budget === undefined ? {} : { budget: options.budget }),
};

const isEditionId = (v: unknown): v is EditionId => (EDITION_IDS as readonly unknown[]).includes(v);

/** The edition a checked team was built for. */
export const teamEdition = (team: AnyTeam): EditionId => team.edition ?? BB2025_SHEET_EDITION;

/**
 * Check a sheet by the rules it names (`edition`; none means BB2025): an LRB6 sheet against the LRB6
 * rosters and creation rules. `expected`, when given, is the edition of the match or league: a sheet of
 * another edition is refused with `wrong-edition`.
 */
export function checkTeamSheet(
  input: unknown,
  options: TeamSheetOptions & { expected?: EditionId } = {},
): AnyTeamSheetResult {
  const raw =
    typeof input === 'object' && input !== null ? (input as { edition?: unknown }).edition : undefined;
  const named = raw ?? BB2025_SHEET_EDITION;
  const refuse = (message: string): AnyTeamSheetResult => ({
    ok: false,
    problems: [{ path: 'edition', code: 'wrong-edition', message }],
  });
  if (!isEditionId(named))
    return refuse(`sheet: unknown edition "${String(named)}" (${EDITION_IDS.join(' or ')})`);
  const { expected, ...rest } = options;
  if (expected !== undefined && named !== expected)
    return refuse(`sheet: written for ${named}, but this match or league plays ${expected}`);
  return SHEET_CHECKS[named](input, rest);
}

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

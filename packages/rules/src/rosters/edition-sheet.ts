import { EDITION_IDS, type EditionId } from '../edition/edition.js';
import { validateClassicTeamSheet } from './classic/team-sheet.js';
import type { AnyTeam } from './match-edition.js';
import {
  BB2025_SHEET_EDITION,
  type TeamSheetOptions,
  type TeamSheetProblem,
  validateTeamSheet,
} from './team-sheet.js';

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

export { type AnyTeam, EditionMismatchError, matchEdition, teamEdition } from './match-edition.js';

import type { ClassicTeam } from './classic/team-sheet.js';
import { validateClassicTeamSheet } from './classic/team-sheet.js';
import { type Team, type TeamSheetOptions, type TeamSheetProblem, validateTeamSheet } from './team-sheet.js';

/** A checked team of either edition: BB2025 teams carry no `edition` (or `'bb2025'`). */
export type AnyTeam = Team | ClassicTeam;

export type AnyTeamSheetResult = { ok: true; team: AnyTeam } | { ok: false; problems: TeamSheetProblem[] };

/** The edition a checked team was built for. */
export const teamEdition = (team: AnyTeam): 'bb2025' | 'classic' =>
  'edition' in team && team.edition === 'classic' ? 'classic' : 'bb2025';

export const isClassicTeam = (team: AnyTeam): team is ClassicTeam => teamEdition(team) === 'classic';

/**
 * Check a sheet of the edition it names (`edition: 'classic'` against the LRB6 rosters and creation rules,
 * none or `'bb2025'` against BB2025's). `expected`, when given, is the edition the match or league plays:
 * a sheet of another edition is refused with `wrong-edition`.
 */
export function checkTeamSheet(
  input: unknown,
  options: TeamSheetOptions & { expected?: 'bb2025' | 'classic' } = {},
): AnyTeamSheetResult {
  const named =
    typeof input === 'object' && input !== null ? (input as { edition?: unknown }).edition : undefined;
  const edition = named === undefined ? 'bb2025' : named;
  if (options.expected !== undefined && edition !== options.expected) {
    const message = `sheet: written for ${String(edition)}, but this is a ${options.expected} match or league`;
    return { ok: false, problems: [{ path: 'edition', code: 'wrong-edition', message }] };
  }
  const { expected: _expected, ...rest } = options;
  if (edition === 'classic')
    return validateClassicTeamSheet(input, rest.budget === undefined ? {} : { budget: rest.budget });
  return validateTeamSheet(input, rest);
}

/** Thrown when two teams of different editions are put in one match. */
export class EditionMismatchError extends Error {
  override readonly name = 'EditionMismatchError';
}

/** The edition a match between these teams plays; both must be of it. */
export function matchEdition(home: AnyTeam, away: AnyTeam): 'bb2025' | 'classic' {
  const h = teamEdition(home);
  const a = teamEdition(away);
  if (h !== a)
    throw new EditionMismatchError(
      `the teams are of different editions: home "${home.name}" is ${h}, away "${away.name}" is ${a}; both must be one`,
    );
  return h;
}

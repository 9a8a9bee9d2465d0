import { classicTeamValue } from '../rosters/classic/team-sheet.js';
import type { AnyTeam } from '../rosters/match-edition.js';
import { currentTeamValue } from '../rosters/team-sheet.js';
import { otherSide, SIDES, type Side } from '../types.js';
import { COMMON_LIST } from './catalogue.js';
import type { InducementList } from './define.js';
import type { InducementSetup, InducementsState, InducingSide } from './types.js';

const side = (team: AnyTeam, pettyCash: number, treasury: number): InducingSide => ({
  team: {
    rosterId: team.rosterId,
    // An LRB6 team has no League, Favoured of… or special rules that gate an inducement.
    league: 'league' in team ? team.league : null,
    favoured: 'favoured' in team ? team.favoured : null,
    specialRules: 'specialRules' in team ? [...team.specialRules] : [],
  },
  pettyCash,
  treasury,
  bought: [],
  spentPettyCash: 0,
  spentTreasury: 0,
  lost: 0,
  done: false,
});

/** The team's value as its edition counts it: BB2025's Current Team Value, or the LRB6 team value. */
const teamValue = (team: AnyTeam): number =>
  'fanFactor' in team ? classicTeamValue(team) : currentTeamValue(team);

/** Checks a setup's numbers: every amount a whole, non-negative number of gold pieces. */
function checkSetup(setup: InducementSetup): void {
  const amounts: [string, Record<Side, number>][] =
    setup.mode === 'league'
      ? [
          ['ctv', setup.ctv],
          ['treasury', setup.treasury],
        ]
      : [['budget', setup.budget]];
  for (const [name, bySide] of amounts)
    for (const s of SIDES) {
      const v = bySide?.[s];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
        throw new RangeError(
          `inducements: ${name}.${s} must be a whole number of gold pieces ≥ 0 (got ${v})`,
        );
    }
}

/**
 * The inducement state a match starts with, from both checked teams, how the match pays and the list it
 * buys from (the match's edition's, `inducementListOf`; a league match's purses follow that list's rule).
 */
export function inducementsFor(
  home: AnyTeam,
  away: AnyTeam,
  setup: InducementSetup,
  list: InducementList = COMMON_LIST,
): InducementsState {
  checkSetup(setup);
  const teams = { home, away };
  if (setup.mode === 'league') {
    const { first, purses } = list.leaguePurses(setup.ctv, setup.treasury);
    const sides = {} as Record<Side, InducingSide>;
    for (const s of SIDES) sides[s] = side(teams[s], purses[s].pettyCash, purses[s].treasury);
    // The lower team's petty cash is the gap plus what the first team spends: known when it is done.
    if (first) sides[otherSide(first)].pettyCash = Math.abs(setup.ctv.home - setup.ctv.away);
    return { mode: 'league', first, ctv: { ...setup.ctv }, sides, prayers: { home: [], away: [] } };
  }
  const sides = {} as Record<Side, InducingSide>;
  for (const s of SIDES) sides[s] = side(teams[s], 0, setup.budget[s]);
  // What the team sheets bought at the draft, unless the setup says otherwise.
  const sheetOf = (t: AnyTeam) => ('inducements' in t && t.inducements?.length ? t.inducements : undefined);
  const sheet = setup.sheet ?? {
    ...(sheetOf(home) ? { home: sheetOf(home) } : {}),
    ...(sheetOf(away) ? { away: sheetOf(away) } : {}),
  };
  return {
    mode: 'exhibition',
    first: null,
    // Shown to both coaches beside the budgets; only a league match pays by it.
    ctv: { home: teamValue(home), away: teamValue(away) },
    sides,
    prayers: { home: [], away: [] },
    ...(sheet.home || sheet.away ? { sheet } : {}),
  };
}

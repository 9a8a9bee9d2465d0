import { currentTeamValue, type Team } from '../rosters/team-sheet.js';
import { otherSide, SIDES, type Side } from '../types.js';
import { leaguePurses } from './budget.js';
import type { InducementSetup, InducementsState, InducingSide } from './types.js';

const side = (team: Team, pettyCash: number, treasury: number): InducingSide => ({
  team: {
    rosterId: team.rosterId,
    league: team.league,
    favoured: team.favoured,
    specialRules: [...team.specialRules],
  },
  pettyCash,
  treasury,
  bought: [],
  spentPettyCash: 0,
  spentTreasury: 0,
  lost: 0,
  done: false,
});

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

/** The inducement state a match starts with, from both checked teams and how the match pays. */
export function inducementsFor(home: Team, away: Team, setup: InducementSetup): InducementsState {
  checkSetup(setup);
  const teams = { home, away };
  if (setup.mode === 'league') {
    const { first, purses } = leaguePurses(setup.ctv, setup.treasury);
    const sides = {} as Record<Side, InducingSide>;
    for (const s of SIDES) sides[s] = side(teams[s], purses[s].pettyCash, purses[s].treasury);
    // The lower team's petty cash is the gap plus what the first team spends: known when it is done.
    if (first) sides[otherSide(first)].pettyCash = Math.abs(setup.ctv.home - setup.ctv.away);
    return { mode: 'league', first, ctv: { ...setup.ctv }, sides, prayers: { home: [], away: [] } };
  }
  const sides = {} as Record<Side, InducingSide>;
  for (const s of SIDES) sides[s] = side(teams[s], 0, setup.budget[s]);
  // What the team sheets bought at the draft, unless the setup says otherwise.
  const sheet = setup.sheet ?? {
    ...(home.inducements?.length ? { home: home.inducements } : {}),
    ...(away.inducements?.length ? { away: away.inducements } : {}),
  };
  return {
    mode: 'exhibition',
    first: null,
    // Shown to both coaches beside the budgets; only a league match pays by it.
    ctv: { home: currentTeamValue(home), away: currentTeamValue(away) },
    sides,
    prayers: { home: [], away: [] },
    ...(sheet.home || sheet.away ? { sheet } : {}),
  };
}

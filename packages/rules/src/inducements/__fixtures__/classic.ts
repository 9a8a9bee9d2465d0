import { act, mv, turn } from '../../__fixtures__/helpers.js';
import { d6, ScriptedDice, type ScriptedRoll, twoD6 } from '../../dice/index.js';
import { start } from '../../engine/apply.js';
import type { Command } from '../../engine/commands.js';
import {
  buildClassicStartingTeam,
  type ClassicRosterId,
  type ClassicTeam,
  validateClassicTeamSheet,
} from '../../rosters/classic/index.js';
import { matchFromTeams } from '../../state/factory.js';
import type { MatchState } from '../../state/types.js';
import type { Side } from '../../types.js';
import { LRB6_LIST } from '../classic/catalogue.js';
import { inducementsFor } from '../setup.js';
import type { InducementSetup, Purchase } from '../types.js';

/** An LRB6 roster's checked starting team (test fixture). */
export function classicTeam(roster: ClassicRosterId): ClassicTeam {
  const r = validateClassicTeamSheet(buildClassicStartingTeam(roster));
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  return r.team;
}

/** The classic pre-match: each gate's 2D6 (FAME), then the weather 2D6 (Nice). */
export const CLASSIC_PRE_MATCH: ScriptedRoll[] = [3, 4, 3, 4, 3, 4].map(d6);

/** A classic match of two LRB6 starting teams at its first decision (the inducement step, when there is one). */
export function classicInducedMatch(
  home: ClassicRosterId | ClassicTeam,
  away: ClassicRosterId | ClassicTeam,
  setup: InducementSetup,
  rolls: ScriptedRoll[] = CLASSIC_PRE_MATCH,
): MatchState {
  const of = (t: ClassicRosterId | ClassicTeam) => (typeof t === 'string' ? classicTeam(t) : t);
  const dice = new ScriptedDice(rolls);
  const s = start(matchFromTeams(of(home), of(away), { inducements: setup }), dice).state;
  dice.assertConsumed();
  return s;
}

/** Gives a classic scenario state LRB6 inducements already bought (for the hooks' tests). */
export function withClassicInducements(s: MatchState, bought: Partial<Record<Side, Purchase[]>>): MatchState {
  const t = classicTeam('human');
  const ind = inducementsFor(t, t, { mode: 'exhibition', budget: { home: 0, away: 0 } }, LRB6_LIST);
  ind.sides.home.bought = bought.home ?? [];
  ind.sides.away.bought = bought.away ?? [];
  s.inducements = ind;
  return s;
}

/** h1 (MA 1, with `skills`) goes for it twice and falls on a 1; armour 6+6 breaks AV 8, injury 5+5 is a Casualty. */
export function casualtyScene(bought: Purchase[], skills: string[], apothecary: boolean): MatchState {
  const s0 = turn(
    [
      { id: 'h1', team: 'home', at: [5, 7], ma: 1, skills },
      { id: 'a1', team: 'away', at: [20, 7] },
    ],
    { edition: 'classic', teams: { home: { apothecary } } },
  );
  return withClassicInducements(s0, { home: bought });
}
export const CASUALTY_FALL: Command[] = [act('h1'), mv(6, 7), mv(7, 7)];
export const CASUALTY_FALL_ROLLS = [d6(1), ...twoD6(6, 6), ...twoD6(5, 5)];

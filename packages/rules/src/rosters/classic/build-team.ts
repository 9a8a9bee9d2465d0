import { TeamBuildError } from '../build-team.js';
import { CLASSIC_EDITION, type ClassicRosterId } from './ids.js';
import { getClassicRoster } from './rosters.js';
import type { ClassicPosition } from './schema.js';
import { CLASSIC_DRAFT, type ClassicTeamSheet } from './team-sheet.js';

/** The roster's everyday player: the largest max, then the cheapest (Lineman, Skeleton, Zombie, Rotter…). */
export function mainLineman(positions: readonly ClassicPosition[]): ClassicPosition {
  return [...positions].sort((a, b) => b.max - a.max || a.cost - b.cost)[0] as ClassicPosition;
}

const isSecretWeapon = (p: ClassicPosition) => p.skills.some((s) => s.id === 'secret-weapon');

/**
 * A legal LRB6 starting team: two re-rolls and an Apothecary when the roster allows one, one of each
 * positional (dearest first, no Secret Weapons) while 11 players still fit the budget, linemen up to 11,
 * a 12th if gold is left; the rest stays in the treasury.
 */
export function buildClassicStartingTeam(
  rosterId: ClassicRosterId,
  options: { budget?: number; name?: string } = {},
): ClassicTeamSheet {
  const roster = getClassicRoster(rosterId);
  const budget = options.budget ?? CLASSIC_DRAFT.budget;
  const lineman = mainLineman(roster.positions);
  const rerolls = Math.min(2, roster.maxRerolls);
  let gold = budget - rerolls * roster.rerollCost - (roster.apothecary ? CLASSIC_DRAFT.apothecaryCost : 0);
  const picks: ClassicPosition[] = [];
  const room = (extra: number) => gold - extra - Math.max(0, 11 - picks.length - 1) * lineman.cost;
  const positionals = roster.positions
    .filter((p) => p !== lineman && !isSecretWeapon(p))
    .sort((a, b) => b.cost - a.cost);
  for (const p of positionals) {
    if (picks.length < 11 && room(p.cost) >= 0) {
      picks.push(p);
      gold -= p.cost;
    }
  }
  const count = (p: ClassicPosition) => picks.filter((x) => x === p).length;
  while (picks.length < 12 && count(lineman) < lineman.max && gold >= lineman.cost) {
    picks.push(lineman);
    gold -= lineman.cost;
  }
  if (picks.length < 11)
    throw new TeamBuildError(
      `${roster.name} (LRB6): 11 players do not fit a ${budget.toLocaleString('en-GB')} gp budget`,
    );
  return {
    edition: CLASSIC_EDITION,
    rosterId,
    name: options.name ?? `${roster.name} Starters`,
    players: picks.map((p, i) => ({ number: i + 1, positionId: p.id })),
    rerolls,
    apothecary: roster.apothecary,
    assistantCoaches: 0,
    cheerleaders: 0,
    fanFactor: 0,
    treasury: gold,
  };
}

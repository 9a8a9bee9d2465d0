import type { RosterId } from './ids.js';
import type { FavouredId, LeagueId } from './leagues.js';
import { getRoster, isBigGuy, teamRules } from './rosters.js';
import type { Position, Roster } from './schema.js';
import { DRAFT, type TeamSheet } from './team-sheet.js';

export interface StartingTeamOptions {
  /** Draft budget (default 1,000,000). */
  budget?: number;
  name?: string;
  league?: LeagueId;
  favoured?: FavouredId;
}

/** Thrown when no legal team fits the budget. */
export class TeamBuildError extends Error {
  override readonly name = 'TeamBuildError';
}

const hasSkill = (p: Position, id: string) => p.skills.some((s) => s.id === id);
const isInsignificant = (p: Position) => hasSkill(p, 'insignificant');

/** The roster's everyday lineman: Lineman keyword, not Insignificant if possible, largest max, cheapest. */
function mainLineman(roster: Roster): Position {
  const linemen = roster.positions.filter((p) => p.keywords.includes('Lineman'));
  const pool = linemen.filter((p) => !isInsignificant(p));
  const candidates = pool.length > 0 ? pool : linemen.length > 0 ? linemen : [...roster.positions];
  return [...candidates].sort((a, b) => b.max - a.max || a.cost - b.cost)[0] as Position;
}

/** Counts of hired players per position, plus the derived totals the limits need. */
class Squad {
  readonly counts = new Map<string, number>();
  size = 0;
  bigGuys = 0;
  insignificant = 0;
  cost = 0;

  constructor(readonly roster: Roster) {}

  clone(): Squad {
    const copy = new Squad(this.roster);
    for (const [k, v] of this.counts) copy.counts.set(k, v);
    copy.size = this.size;
    copy.bigGuys = this.bigGuys;
    copy.insignificant = this.insignificant;
    copy.cost = this.cost;
    return copy;
  }

  /** May one more of `p` join without breaking a limit (Insignificant checked against the current squad)? */
  canAdd(p: Position): boolean {
    if ((this.counts.get(p.id) ?? 0) >= p.max) return false;
    if (this.size >= DRAFT.maxPlayers) return false;
    if (isBigGuy(p) && this.roster.maxBigGuys !== null && this.bigGuys >= this.roster.maxBigGuys)
      return false;
    if (isInsignificant(p) && this.insignificant + 1 > this.size - this.insignificant) return false;
    return true;
  }

  add(p: Position): void {
    this.counts.set(p.id, (this.counts.get(p.id) ?? 0) + 1);
    this.size++;
    this.cost += p.cost;
    if (isBigGuy(p)) this.bigGuys++;
    if (isInsignificant(p)) this.insignificant++;
  }
}

/**
 * Bring the squad up to `target` players, preferring `lineman`, otherwise the cheapest position that
 * may join. Returns false when no position can.
 */
function fill(squad: Squad, lineman: Position, target: number): boolean {
  const byCost = [...squad.roster.positions].sort((a, b) => a.cost - b.cost);
  while (squad.size < target) {
    const next = squad.canAdd(lineman) ? lineman : byCost.find((p) => squad.canAdd(p));
    if (!next) return false;
    squad.add(next);
  }
  return true;
}

/** Cost of filling a copy of the squad to 11, or Infinity if impossible. */
function fillCost(squad: Squad, lineman: Position): number {
  const copy = squad.clone();
  return fill(copy, lineman, DRAFT.minPlayers) ? copy.cost - squad.cost : Number.POSITIVE_INFINITY;
}

/**
 * A legal, sensible new team for the roster: an Apothecary where allowed, two team re-rolls, every
 * positional it can afford (up to its max, no Secret Weapons), the roster's linemen to make 11, a 12th
 * player if the gold allows; the rest stays in the treasury. Teams with Team Captain make their most
 * expensive non-Big-Guy player Captain. Always passes `validateTeamSheet` with the same budget.
 */
export function buildStartingTeam(rosterId: RosterId, options: StartingTeamOptions = {}): TeamSheet {
  const roster = getRoster(rosterId);
  const budget = options.budget ?? DRAFT.budget;
  const lineman = mainLineman(roster);
  const rerollOptions = [2, 1, 0].filter((n) => n <= roster.maxRerolls);
  const staffOptions = [
    ...(roster.apothecary ? rerollOptions.map((rerolls) => ({ apothecary: true, rerolls })) : []),
    ...rerollOptions.map((rerolls) => ({ apothecary: false, rerolls })),
  ];

  for (const staff of staffOptions) {
    const staffCost = staff.rerolls * roster.rerollCost + (staff.apothecary ? DRAFT.apothecaryCost : 0);
    const squad = new Squad(roster);
    const affordable = (s: Squad) => staffCost + s.cost + fillCost(s, lineman) <= budget;
    if (!affordable(squad)) continue;

    for (const p of roster.positions) {
      if (p === lineman || p.keywords.includes('Lineman') || hasSkill(p, 'secret-weapon')) continue;
      while (squad.canAdd(p)) {
        const trial = squad.clone();
        trial.add(p);
        if (!affordable(trial)) break;
        squad.add(p);
      }
    }
    if (!fill(squad, lineman, DRAFT.minPlayers)) continue;
    if (squad.canAdd(lineman) && staffCost + squad.cost + lineman.cost <= budget) squad.add(lineman);

    // Positions in roster order, numbered from 1.
    const positions: Position[] = roster.positions.flatMap((p) =>
      Array.from({ length: squad.counts.get(p.id) ?? 0 }, () => p),
    );
    const players = positions.map((p, i) => ({ number: i + 1, positionId: p.id }));
    const favoured = options.favoured ?? roster.favouredChoice[0];
    const league = options.league ?? (roster.leagues[0] as LeagueId);
    const sheet: TeamSheet = {
      rosterId,
      name: options.name ?? `${roster.name} Starters`,
      league,
      ...(favoured === undefined ? {} : { favoured }),
      players,
      rerolls: staff.rerolls,
      apothecary: staff.apothecary,
      assistantCoaches: 0,
      cheerleaders: 0,
      dedicatedFans: DRAFT.freeDedicatedFans,
      treasury: budget - staffCost - squad.cost,
    };
    const rules = teamRules(favoured === undefined ? { rosterId, league } : { rosterId, league, favoured });
    if (rules.includes('team-captain')) {
      let best: { number: number; cost: number } | undefined;
      positions.forEach((p, i) => {
        if (!isBigGuy(p) && (best === undefined || p.cost > best.cost))
          best = { number: i + 1, cost: p.cost };
      });
      if (best) sheet.captain = best.number;
    }
    return sheet;
  }
  throw new TeamBuildError(`no legal ${roster.name} team fits a budget of ${budget} gp`);
}

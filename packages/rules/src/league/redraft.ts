import { findPosition, getRoster } from '../rosters/rosters.js';
import type { Position } from '../rosters/schema.js';
import { DRAFT, type TeamSheetProblemCode, validateTeamSheet } from '../rosters/team-sheet.js';
import { journeymanPosition, newLeaguePlayer, nextPlayerId, rosterPlayers } from './player.js';
import { rehireCost } from './roster.js';
import type { LeagueEvent, LeaguePlayer, LeagueTeam } from './types.js';
import { playerValue, staffValue } from './value.js';

/**
 * The coach's re-draft after the off-season (§3.21): who to re-hire, which rookies to buy, and the staff
 * and re-rolls to keep (or buy) at their normal price. Not necessarily legal: check it with `redraftTeam`.
 */
export interface RedraftPlan {
  /** Ids of players to re-hire; every other player leaves (a Temporarily Retired one retires). */
  rehire: string[];
  /** Rookies bought from the roster; a missing number is the lowest one nobody wears. */
  hire: { positionId: string; number?: number; name?: string }[];
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
  /** Shirt number of the Team Captain (rosters with that rule); default: the old Captain if re-hired. */
  captain?: number;
}

export type RedraftProblemCode = TeamSheetProblemCode | 'unknown-player' | 'player-listed-twice';
export interface RedraftProblem {
  /** Where in the plan: `rehire[2]`, `hire[0].positionId`, `rerolls`, `''` for the plan as a whole. */
  path: string;
  code: RedraftProblemCode;
  message: string;
}

/** What the re-draft spends: players (Current Value + agent fees), rookies, staff and re-rolls. */
export interface RedraftCost {
  rehired: number;
  /** Of `rehired`: agent fees (they do not raise the players' value). */
  agentFees: number;
  rookies: number;
  staff: number;
  total: number;
}

export type RedraftResult =
  | { ok: true; team: LeagueTeam; cost: RedraftCost; events: LeagueEvent[] }
  | { ok: false; problems: RedraftProblem[] };

const gp = (n: number) => `${n.toLocaleString('en-GB')} gp`;

/** Players who may be re-hired: everyone still on the roster after the off-season. */
export const redraftCandidates = (team: LeagueTeam): LeaguePlayer[] => rosterPlayers(team);

/** The lowest shirt numbers nobody in `taken` wears, `count` of them. */
function freeNumbers(taken: Set<number>, count: number): number[] {
  const out: number[] = [];
  for (let n = 1; out.length < count; n++) if (!taken.has(n)) out.push(n);
  return out;
}

/**
 * Check a re-draft and apply it (§3.21 off-season). `budget` is the team's re-draft budget (already
 * capped). Every problem is reported at once, each with its path in the plan: unknown players, and every
 * draft limit on the team it would make (11–16 players, position maxima, Big Guys, re-rolls, staff,
 * Apothecary, Captain), and the cost over the budget. On success the unspent budget becomes the Treasury,
 * players not re-hired leave (fired; Temporarily Retired ones retire) and re-hired ones are back from
 * temporary retirement.
 */
export function redraftTeam(
  team: LeagueTeam,
  budget: number,
  plan: RedraftPlan,
  options: { missedDeadline?: boolean } = {},
): RedraftResult {
  const problems: RedraftProblem[] = [];
  const candidates = new Map(redraftCandidates(team).map((p) => [p.id, p]));
  const kept: { player: LeaguePlayer; at: number }[] = [];
  plan.rehire.forEach((id, at) => {
    const player = candidates.get(id);
    if (!player) {
      problems.push({
        path: `rehire[${at}]`,
        code: 'unknown-player',
        message: `${team.name} has no player "${id}" on its roster to re-hire`,
      });
    } else if (kept.some((k) => k.player.id === id)) {
      problems.push({
        path: `rehire[${at}]`,
        code: 'player-listed-twice',
        message: `${player.name} is listed twice`,
      });
    } else kept.push({ player, at });
  });

  const taken = new Set([...kept.map((k) => k.player.number), ...plan.hire.flatMap((h) => h.number ?? [])]);
  const open = freeNumbers(taken, plan.hire.filter((h) => h.number === undefined).length);
  const hires = plan.hire.map((h) => ({ ...h, number: h.number ?? (open.shift() as number) }));
  const oldCaptain = kept.find((k) => k.player.id === team.captainId)?.player.number;
  const captain = plan.captain ?? oldCaptain;

  // The team the re-draft makes must pass the draft's own checks (one legality path); the budget is ours.
  const sheet = {
    rosterId: team.rosterId,
    name: team.name,
    league: team.league,
    ...(team.favoured === null ? {} : { favoured: team.favoured }),
    players: [
      ...kept.map((k) => ({ number: k.player.number, positionId: k.player.positionId })),
      ...hires.map((h) => ({ number: h.number, positionId: h.positionId })),
    ],
    rerolls: plan.rerolls,
    apothecary: plan.apothecary,
    assistantCoaches: plan.assistantCoaches,
    cheerleaders: plan.cheerleaders,
    dedicatedFans: DRAFT.freeDedicatedFans,
    treasury: 0,
    ...(captain === undefined ? {} : { captain }),
  };
  const label = (i: number) => `#${sheet.players[i]?.number ?? '?'}`;
  // `players` (the team as a whole) is the plan as a whole; `players[i]` is the plan entry it came from.
  const where = (path: string) =>
    path === 'players'
      ? ''
      : path.replace(/^players\[(\d+)\]/, (_, i) => {
          const n = Number(i);
          return n < kept.length ? `rehire[${kept[n]?.at}]` : `hire[${n - kept.length}]`;
        });
  const checked = validateTeamSheet(sheet, { budget: Number.MAX_SAFE_INTEGER });
  if (!checked.ok) {
    for (const p of checked.problems) {
      problems.push({
        path: where(p.path),
        code: p.code,
        message: p.message
          .replace(/players\[(\d+)\]/g, (_, i) => label(Number(i)))
          .replace(/\[(\d+)\]/g, (_, i) => label(Number(i))),
      });
    }
  }

  const cost = redraftCost(
    team,
    plan,
    kept.map((k) => k.player),
  );
  if (cost.total > budget) {
    problems.push({
      path: '',
      code: 'over-budget',
      message: `the re-draft costs ${gp(cost.total)}, over the ${gp(budget)} budget by ${gp(cost.total - budget)}`,
    });
  }
  if (problems.length > 0) return { ok: false, problems };

  const events: LeagueEvent[] = [];
  const keptIds = new Set(kept.map((k) => k.player.id));
  let next: LeagueTeam = {
    ...team,
    players: team.players.map((p) => {
      if (keptIds.has(p.id)) {
        events.push({
          type: 'rehired',
          playerId: p.id,
          cost: rehireCost(p),
          agentFee: rehireCost(p) - playerValue(p),
        });
        return { ...p, temporarilyRetired: false };
      }
      if (p.status !== 'active') return p;
      events.push(
        p.temporarilyRetired ? { type: 'retired', playerId: p.id } : { type: 'released', playerId: p.id },
      );
      return {
        ...p,
        status: p.temporarilyRetired ? 'retired' : 'fired',
        temporarilyRetired: false,
        endedByMatch: null,
      };
    }),
  };
  for (const h of hires) {
    const position = findPosition(team.rosterId, h.positionId) as Position;
    const [id, t] = nextPlayerId(next);
    next = { ...t, players: [...t.players, newLeaguePlayer(id, h.number, position, h.name)] };
    events.push({ type: 'hired', playerId: id, cost: position.cost });
  }
  const captainId =
    checked.ok && checked.team.players.some((p) => p.captain)
      ? (rosterPlayers(next).find((p) => p.number === captain)?.id ?? null)
      : null;
  const treasury = budget - cost.total;
  events.push({
    type: 'redraft',
    budget,
    cost: cost.total,
    treasury,
    missedDeadline: options.missedDeadline ?? false,
  });
  return {
    ok: true,
    team: {
      ...next,
      captainId,
      rerolls: plan.rerolls,
      apothecary: plan.apothecary,
      assistantCoaches: plan.assistantCoaches,
      cheerleaders: plan.cheerleaders,
      treasury,
    },
    cost,
    events,
  };
}

/** The cost of a re-draft: re-hired players at Current Value + agent fees, rookies, staff at normal price. */
export function redraftCost(
  team: LeagueTeam,
  plan: Omit<RedraftPlan, 'rehire'>,
  rehired: readonly LeaguePlayer[],
): RedraftCost {
  const rehiredCost = rehired.reduce((sum, p) => sum + rehireCost(p), 0);
  const agentFees = rehired.reduce((sum, p) => sum + rehireCost(p) - playerValue(p), 0);
  const rookies = plan.hire.reduce(
    (sum, h) => sum + (findPosition(team.rosterId, h.positionId)?.cost ?? 0),
    0,
  );
  const staff = staffValue({ ...plan, rosterId: team.rosterId });
  return { rehired: rehiredCost, agentFees, rookies, staff, total: rehiredCost + rookies + staff };
}

/**
 * The re-draft of a team that missed the deadline. In this order, while the budget allows: Temporarily
 * Retired players are not re-hired (they retire); the others are re-hired by Current Value, highest
 * first (ties: lower shirt number first), each only if enough is left to fill the team to 11 with
 * rookies of the roster's Journeyman position (its Lineman, QTY 0-16), who then fill it to 11; then team
 * re-rolls, the Apothecary, Assistant Coaches and Cheerleaders are kept one by one, up to what the team
 * had. The Captain stays if re-hired; otherwise the lowest-numbered re-hired player who is not a Big Guy.
 */
export function defaultRedraftPlan(team: LeagueTeam, budget: number): RedraftPlan {
  const roster = getRoster(team.rosterId);
  const byValue = redraftCandidates(team)
    .filter((p) => !p.temporarilyRetired)
    .sort((a, b) => playerValue(b) - playerValue(a) || a.number - b.number);
  // Rookies that fill the team to 11 are the roster's Journeyman position (Lineman, QTY 0-16).
  const filler = journeymanPosition(team) as Position;
  const kept: LeaguePlayer[] = [];
  let spent = 0;
  for (const p of byValue) {
    if (kept.length >= DRAFT.maxPlayers) break;
    const fill = Math.max(0, DRAFT.minPlayers - kept.length - 1) * filler.cost;
    if (spent + rehireCost(p) + fill > budget) continue;
    kept.push(p);
    spent += rehireCost(p);
  }
  const missing = Math.max(0, DRAFT.minPlayers - kept.length);
  const numbers = freeNumbers(new Set(kept.map((p) => p.number)), missing);
  const hire = numbers.map((number) => ({ positionId: filler.id, number }));
  spent += missing * filler.cost;

  const staff = { rerolls: 0, apothecary: false, assistantCoaches: 0, cheerleaders: 0 };
  const keep = (price: number) => {
    if (spent + price > budget) return false;
    spent += price;
    return true;
  };
  while (staff.rerolls < team.rerolls && keep(roster.rerollCost)) staff.rerolls++;
  if (team.apothecary && keep(DRAFT.apothecaryCost)) staff.apothecary = true;
  while (staff.assistantCoaches < team.assistantCoaches && keep(DRAFT.assistantCoachCost))
    staff.assistantCoaches++;
  while (staff.cheerleaders < team.cheerleaders && keep(DRAFT.cheerleaderCost)) staff.cheerleaders++;

  const captainRule = team.specialRules.includes('team-captain');
  const oldCaptain = kept.find((p) => p.id === team.captainId);
  const newCaptain = [...kept]
    .sort((a, b) => a.number - b.number)
    .find((p) => !p.keywords.includes('Big Guy'));
  const captain = captainRule ? ((oldCaptain ?? newCaptain)?.number ?? hire[0]?.number) : undefined;
  return {
    rehire: kept.map((p) => p.id),
    hire,
    ...staff,
    ...(captain === undefined ? {} : { captain }),
  };
}

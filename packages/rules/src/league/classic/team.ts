import { getClassicRoster } from '../../rosters/classic/rosters.js';
import type { ClassicTeam } from '../../rosters/classic/team-sheet.js';
import { LeagueRuleError } from '../errors.js';
import { newCareer } from '../player.js';
import type { PlayerCareer } from '../types.js';
import type { ClassicAdvanceRoll, ClassicLeaguePlayer } from './advancement.js';
import type { ClassicJourneyman } from './journeymen.js';

/** What a classic league player carries beyond its advances: shirt, injuries and advance rolls to take. */
export interface ClassicRosterPlayer extends ClassicLeaguePlayer {
  number: number;
  status: 'active' | 'dead';
  /** Niggling Injuries: +1 each to Casualty rolls against the player. */
  niggling: number;
  missNextGame: boolean;
  /** Advance rolls made in a post-game that the coach has not taken yet (`takeClassicAdvance`). */
  pendingAdvances: ClassicAdvanceRoll[];
  /** Games played, touchdowns, casualties caused, completions, interceptions and MVPs, as BB2025 keeps them. */
  career: PlayerCareer;
}

/** An LRB6 league team between matches: its players with their SPP and advances, staff and treasury. */
export interface ClassicLeagueTeam {
  id: string;
  rosterId: ClassicTeam['rosterId'];
  name: string;
  players: ClassicRosterPlayer[];
  rerolls: number;
  apothecary: boolean;
  assistantCoaches: number;
  cheerleaders: number;
  fanFactor: number;
  treasury: number;
  /** Journeymen of the last match the coach may still hire (`hireClassicJourneyman`). */
  journeymen: ClassicJourneyman[];
}

/** A new league team from a checked LRB6 team: every player a rookie at its hiring fee. */
export function classicLeagueTeam(id: string, team: ClassicTeam): ClassicLeagueTeam {
  return {
    id,
    rosterId: team.rosterId,
    name: team.name,
    players: team.players.map((p) => ({
      id: `${id}-p${p.number}`,
      number: p.number,
      name: p.name,
      positionId: p.positionId,
      current: { ma: p.ma, st: p.st, ag: p.ag, av: p.av },
      skills: [],
      spp: 0,
      advances: 0,
      value: p.value,
      status: 'active' as const,
      niggling: 0,
      missNextGame: false,
      pendingAdvances: [],
      career: newCareer(),
    })),
    rerolls: team.rerolls,
    apothecary: team.apothecary,
    assistantCoaches: team.assistantCoaches,
    cheerleaders: team.cheerleaders,
    fanFactor: team.fanFactor,
    treasury: team.treasury,
    journeymen: [],
  };
}

/** LRB6: a team re-roll bought after the team was created costs double the roster's price. */
export function classicRerollPrice(team: Pick<ClassicLeagueTeam, 'rosterId'>): number {
  return 2 * getClassicRoster(team.rosterId).rerollCost;
}

/** Buy one team re-roll from the treasury; refused (nothing changes) at the roster's maximum or without the gold. */
export function buyClassicReroll(team: ClassicLeagueTeam): ClassicLeagueTeam {
  const roster = getClassicRoster(team.rosterId);
  if (team.rerolls >= roster.maxRerolls)
    throw new LeagueRuleError(
      'staff-at-maximum',
      `${team.name} already has ${roster.maxRerolls} team re-rolls`,
    );
  const price = classicRerollPrice(team);
  if (team.treasury < price)
    throw new LeagueRuleError(
      'not-enough-treasury',
      `a team re-roll costs ${price.toLocaleString('en-GB')} gp; the treasury holds ${team.treasury.toLocaleString('en-GB')} gp`,
    );
  return { ...team, rerolls: team.rerolls + 1, treasury: team.treasury - price };
}

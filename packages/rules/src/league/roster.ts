import { getPosition, getRoster, isBigGuy } from '../rosters/rosters.js';
import type { Position } from '../rosters/schema.js';
import { DRAFT } from '../rosters/team-sheet.js';
import { LeagueRuleError } from './errors.js';
import { getActivePlayer, newLeaguePlayer, nextPlayerId, rosterPlayers, withPlayer } from './player.js';
import type { LeaguePlayer, LeagueResult, LeagueTeam, ReleasableStaff, StaffItem } from './types.js';
import { playerValue } from './value.js';

const gp = (n: number) => `${n.toLocaleString('en-GB')} gp`;

function pay(team: LeagueTeam, cost: number, what: string): LeagueTeam {
  if (team.treasury < cost) {
    throw new LeagueRuleError(
      'not-enough-treasury',
      `${what} costs ${gp(cost)}; the treasury holds ${gp(team.treasury)}`,
    );
  }
  return { ...team, treasury: team.treasury - cost };
}

function checkRoom(team: LeagueTeam, position: Position, number: number): void {
  const onRoster = rosterPlayers(team);
  if (onRoster.length >= DRAFT.maxPlayers) {
    throw new LeagueRuleError('roster-full', `${team.name} already has ${DRAFT.maxPlayers} players`);
  }
  const same = onRoster.filter((p) => p.positionId === position.id).length;
  if (same >= position.max) {
    throw new LeagueRuleError(
      'position-full',
      `${team.name} already has ${same} × ${position.name} (max ${position.max})`,
    );
  }
  const roster = getRoster(team.rosterId);
  if (isBigGuy(position) && roster.maxBigGuys !== null) {
    const bigGuys = onRoster.filter((p) => p.keywords.includes('Big Guy')).length;
    if (bigGuys >= roster.maxBigGuys) {
      throw new LeagueRuleError('position-full', `${roster.name} may have ${roster.maxBigGuys} Big Guys`);
    }
  }
  if (!Number.isInteger(number) || number < 1 || number > 99) {
    throw new LeagueRuleError('invalid-choice', `shirt number ${number} must be a whole number 1..99`);
  }
  if (onRoster.some((p) => p.number === number)) {
    throw new LeagueRuleError('number-taken', `number ${number} is already worn`);
  }
}

/** The lowest shirt number no roster player wears. */
export function freeNumber(team: LeagueTeam): number {
  const taken = new Set(rosterPlayers(team).map((p) => p.number));
  let n = 1;
  while (taken.has(n)) n++;
  return n;
}

/** A new player joins: room checked, `fee` paid from the Treasury, a fresh id; `patch` for what it brings. */
function join(
  team: LeagueTeam,
  position: Position,
  number: number,
  fee: number,
  what: string,
  patch: Partial<LeaguePlayer> = {},
  name?: string,
): LeagueResult<LeagueTeam> {
  checkRoom(team, position, number);
  const paid = pay(team, fee, what);
  const [id, t] = nextPlayerId(paid);
  const player = { ...newLeaguePlayer(id, number, position, name), ...patch };
  return {
    value: { ...t, players: [...t.players, player] },
    events: [{ type: 'hired', playerId: id, cost: fee }],
  };
}

/** §3.21 step 4: hire a rookie from the Treasury (position maxima, Big Guy cap, 16 players). */
export function hirePlayer(
  team: LeagueTeam,
  positionId: string,
  options: { number?: number; name?: string } = {},
): LeagueResult<LeagueTeam> {
  const position = getPosition(team.rosterId, positionId);
  const number = options.number ?? freeNumber(team);
  return join(team, position, number, position.cost, `a ${position.name}`, {}, options.name);
}

/**
 * Hire a Journeyman who played (§3.21 step 4) for its hiring fee plus value increases (none can have
 * been gained in one match). It drops Loner (added only for the match) and keeps its SPP.
 */
export function hireJourneyman(
  team: LeagueTeam,
  journeyman: { number: number; positionId: string; spp: number; name?: string },
): LeagueResult<LeagueTeam> {
  const position = getPosition(team.rosterId, journeyman.positionId);
  const { number, spp, name } = journeyman;
  const patch = { journeyman: true, spp, sppEarned: spp };
  return join(team, position, number, position.cost, `Journeyman #${number}`, patch, name);
}

/**
 * Masters of Undeath (§3.23): the Lineman raised in the match joins for free if there is room, on the
 * lowest free number, keeping the SPP it earned. Its hiring fee is still its value (TV).
 */
export function hireRaisedLineman(
  team: LeagueTeam,
  raised: { positionId: string; spp: number; name?: string },
): LeagueResult<LeagueTeam> {
  const position = getPosition(team.rosterId, raised.positionId);
  const patch = { spp: raised.spp, sppEarned: raised.spp };
  return join(team, position, freeNumber(team), 0, `the raised ${position.name}`, patch, raised.name);
}

/**
 * Fire a player (§3.21 step 4). The team never drops below 11 players who are not Temporarily
 * Retired (our reading of "eligible"); the Team Captain can only be fired after a
 * characteristic-reducing injury, and then the team names a new one before its next game.
 */
export function firePlayer(
  team: LeagueTeam,
  playerId: string,
  matchId: string | null = null,
): LeagueResult<LeagueTeam> {
  const player = getActivePlayer(team, playerId);
  const eligible = rosterPlayers(team).filter((p) => !p.temporarilyRetired);
  if (!player.temporarilyRetired && eligible.length <= DRAFT.minPlayers) {
    throw new LeagueRuleError(
      'too-few-players',
      `${team.name} cannot drop below ${DRAFT.minPlayers} players`,
    );
  }
  if (team.captainId === playerId && player.lastingInjuries.length === 0) {
    throw new LeagueRuleError(
      'captain-cannot-be-fired',
      `${player.name} is the Team Captain and can only be fired after a characteristic-reducing injury`,
    );
  }
  const fired = withPlayer(team, { ...player, status: 'fired', endedByMatch: matchId });
  return {
    value: team.captainId === playerId ? { ...fired, captainId: null } : fired,
    events: [{ type: 'fired', playerId }],
  };
}

/** Name a new Team Captain (after the old one left); not a Big Guy. */
export function nameCaptain(team: LeagueTeam, playerId: string): LeagueTeam {
  const player = getActivePlayer(team, playerId);
  if (!team.specialRules.includes('team-captain')) {
    throw new LeagueRuleError('invalid-choice', `${team.name} does not have the Team Captain rule`);
  }
  if (player.keywords.includes('Big Guy')) {
    throw new LeagueRuleError('invalid-choice', 'the Team Captain cannot be a Big Guy');
  }
  return { ...team, captainId: playerId };
}

/**
 * Temporarily Retire a player with a Lasting Injury (§3.21 step 4): it stays on the roster (and
 * counts toward 16) but sits out the season and leaves CTV.
 */
export function temporarilyRetire(team: LeagueTeam, playerId: string): LeagueResult<LeagueTeam> {
  const player = getActivePlayer(team, playerId);
  if (player.lastingInjuries.length === 0) {
    throw new LeagueRuleError('no-lasting-injury', `${player.name} has no Lasting Injury to retire with`);
  }
  return {
    value: withPlayer(team, { ...player, temporarilyRetired: true }),
    events: [{ type: 'temporarily-retired', playerId }],
  };
}

/** Price of one more `item` between games: team re-rolls cost double (TV still counts the roster price). */
export function staffPrice(team: LeagueTeam, item: StaffItem): number {
  switch (item) {
    case 'reroll':
      return 2 * getRoster(team.rosterId).rerollCost;
    case 'apothecary':
      return DRAFT.apothecaryCost;
    case 'assistant-coach':
      return DRAFT.assistantCoachCost;
    case 'cheerleader':
      return DRAFT.cheerleaderCost;
  }
}

/** Buy one re-roll, the Apothecary (if the roster allows one), an Assistant Coach or a Cheerleader. */
export function buyStaff(team: LeagueTeam, item: StaffItem): LeagueResult<LeagueTeam> {
  const roster = getRoster(team.rosterId);
  const cost = staffPrice(team, item);
  let next: LeagueTeam;
  switch (item) {
    case 'reroll':
      if (team.rerolls >= roster.maxRerolls) {
        throw new LeagueRuleError(
          'staff-at-maximum',
          `${roster.name} may have ${roster.maxRerolls} team re-rolls`,
        );
      }
      next = { ...team, rerolls: team.rerolls + 1 };
      break;
    case 'apothecary':
      if (!roster.apothecary) {
        throw new LeagueRuleError('staff-not-allowed', `${roster.name} teams cannot hire an Apothecary`);
      }
      if (team.apothecary)
        throw new LeagueRuleError('staff-at-maximum', `${team.name} already has an Apothecary`);
      next = { ...team, apothecary: true };
      break;
    case 'assistant-coach':
      if (team.assistantCoaches >= DRAFT.maxAssistantCoaches) {
        throw new LeagueRuleError(
          'staff-at-maximum',
          `at most ${DRAFT.maxAssistantCoaches} Assistant Coaches`,
        );
      }
      next = { ...team, assistantCoaches: team.assistantCoaches + 1 };
      break;
    case 'cheerleader':
      if (team.cheerleaders >= DRAFT.maxCheerleaders) {
        throw new LeagueRuleError('staff-at-maximum', `at most ${DRAFT.maxCheerleaders} Cheerleaders`);
      }
      next = { ...team, cheerleaders: team.cheerleaders + 1 };
      break;
  }
  const count =
    item === 'reroll'
      ? next.rerolls
      : item === 'apothecary'
        ? 1
        : item === 'assistant-coach'
          ? next.assistantCoaches
          : next.cheerleaders;
  return { value: pay(next, cost, `a ${item}`), events: [{ type: 'staff', item, count, cost }] };
}

const STAFF_FIELD = {
  apothecary: 'apothecary',
  'assistant-coach': 'assistantCoaches',
  cheerleader: 'cheerleaders',
} as const;
const STAFF_NAME: Record<ReleasableStaff, string> = {
  apothecary: 'Apothecary',
  'assistant-coach': 'Assistant Coach',
  cheerleader: 'Cheerleader',
};

/**
 * Let one member of staff go between games (§3.21 step 4 "sideline staff"): an Apothecary, an Assistant
 * Coach or a Cheerleader. Nothing is refunded; TV drops by its price. Team re-rolls are never removed.
 */
export function releaseStaff(team: LeagueTeam, item: ReleasableStaff): LeagueResult<LeagueTeam> {
  const field = STAFF_FIELD[item];
  const have = Number(team[field]);
  if (have === 0) throw new LeagueRuleError('no-staff', `${team.name} has no ${STAFF_NAME[item]} to release`);
  const next = { ...team, [field]: field === 'apothecary' ? false : have - 1 };
  return { value: next, events: [{ type: 'staff-released', item, count: Number(next[field]) }] };
}

/** Re-hiring a player at a re-draft: its Current Value plus 20k agent fee per previous season (§3.21). */
export function rehireCost(player: Parameters<typeof playerValue>[0] & { seasons: number }): number {
  return playerValue(player) + 20_000 * player.seasons;
}

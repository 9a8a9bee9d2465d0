import { getPosition, getRoster } from '../rosters/rosters.js';
import type { Position } from '../rosters/schema.js';
import type { SkillRef } from '../skills/catalogue.js';
import { GRANTED_SKILLS } from '../tables/granted-skills.js';
import { LeagueRuleError } from './errors.js';
import type { LeaguePlayer, LeagueTeam, PlayerCareer } from './types.js';

/** Hatreds printed on a position (Troll Slayer's Hatred (Troll)). */
export function rosterHatreds(position: Position): LeaguePlayer['hatreds'] {
  return position.skills
    .filter((s) => s.id === GRANTED_SKILLS.hatred && typeof s.value === 'string')
    .map((s) => ({ keyword: s.value as string, source: 'roster' as const }));
}

/** A rookie of `position`, wearing `number`. */
export function newLeaguePlayer(
  id: string,
  number: number,
  position: Position,
  name = `${position.name} #${number}`,
): LeaguePlayer {
  const base = { ma: position.ma, st: position.st, ag: position.ag, pa: position.pa, av: position.av };
  return {
    id,
    number,
    name,
    positionId: position.id,
    keywords: [...position.keywords],
    base,
    current: { ...base },
    skills: [],
    advancements: [],
    hiringFee: position.cost,
    spp: 0,
    sppEarned: 0,
    niggling: 0,
    lastingInjuries: [],
    missNextGame: false,
    temporarilyRetired: false,
    status: 'active',
    endedByMatch: null,
    hatreds: rosterHatreds(position),
    journeyman: false,
    seasons: 0,
    career: newCareer(),
  };
}

/** A career with no match yet. */
export const newCareer = (): PlayerCareer => ({
  games: 0,
  touchdowns: 0,
  casualties: 0,
  completions: 0,
  interceptions: 0,
  mvps: 0,
});

/** The next stable player id for the team, and the team with its counter moved on. */
export function nextPlayerId(team: LeagueTeam): [string, LeagueTeam] {
  return [`${team.id}-p${team.nextPlayerSeq}`, { ...team, nextPlayerSeq: team.nextPlayerSeq + 1 }];
}

/** Players still on the roster (Missing Next Game and Temporarily Retired players included). */
export function rosterPlayers(team: LeagueTeam): LeaguePlayer[] {
  return team.players.filter((p) => p.status === 'active');
}

/** Players who may take the field in the next match. */
export function availablePlayers(team: LeagueTeam): LeaguePlayer[] {
  return rosterPlayers(team).filter((p) => !p.missNextGame && !p.temporarilyRetired);
}

export function getLeaguePlayer(team: LeagueTeam, playerId: string): LeaguePlayer {
  const player = team.players.find((p) => p.id === playerId);
  if (!player) throw new LeagueRuleError('unknown-player', `${team.name} has no player "${playerId}"`);
  return player;
}

export function getActivePlayer(team: LeagueTeam, playerId: string): LeaguePlayer {
  const player = getLeaguePlayer(team, playerId);
  if (player.status !== 'active') {
    throw new LeagueRuleError('player-not-active', `${player.name} has left the team (${player.status})`);
  }
  return player;
}

export function positionOf(team: LeagueTeam, player: Pick<LeaguePlayer, 'positionId'>): Position {
  return getPosition(team.rosterId, player.positionId);
}

/** Every skill the player takes into a match: position skills, Captain's Pro, gained skills, Hatreds. */
export function playerSkills(team: LeagueTeam, player: LeaguePlayer): SkillRef[] {
  const skills: SkillRef[] = positionOf(team, player).skills.map((s) => ({ ...s }));
  const add = (ref: SkillRef) => {
    if (!skills.some((s) => s.id === ref.id && s.value === ref.value)) skills.push({ ...ref });
  };
  if (team.captainId === player.id && team.specialRules.includes('team-captain'))
    add(GRANTED_SKILLS.teamCaptain);
  for (const s of player.skills) add(s);
  for (const h of player.hatreds) add({ id: GRANTED_SKILLS.hatred, value: h.keyword });
  return skills;
}

/** Replace one player, leaving the input untouched. */
export function withPlayer(team: LeagueTeam, player: LeaguePlayer): LeagueTeam {
  return { ...team, players: team.players.map((p) => (p.id === player.id ? player : p)) };
}

/** The roster's Journeyman position: Lineman keyword and QTY 0-16 (§3.19); the cheapest if several. */
export function journeymanPosition(team: Pick<LeagueTeam, 'rosterId'>): Position | undefined {
  return [...getRoster(team.rosterId).positions]
    .filter((p) => p.keywords.includes('Lineman') && p.max === 16)
    .sort((a, b) => a.cost - b.cost)[0];
}

import { CLASSIC_EDITION } from '../../rosters/classic/ids.js';
import { getClassicPosition } from '../../rosters/classic/rosters.js';
import {
  CLASSIC_DRAFT,
  type ClassicTeam,
  classicDraftCost,
  classicPlayer,
} from '../../rosters/classic/team-sheet.js';
import type { TeamPlayer } from '../../rosters/team-sheet.js';
import { GRANTED_SKILLS } from '../../tables/granted-skills.js';
import { freeShirtNumbers } from '../lineup.js';
import type { LineupEntry } from '../types.js';
import { classicJourneymanPosition } from './journeymen.js';
import type { ClassicLeagueTeam, ClassicRosterPlayer } from './team.js';

/** What a classic fixture hands the engine, and how the post-game reads the match back (shirt → player). */
export interface ClassicLineup {
  team: ClassicTeam;
  entries: LineupEntry[];
}

/** Who plays: alive and not missing this game. */
export const classicAvailable = (p: ClassicRosterPlayer): boolean => p.status === 'active' && !p.missNextGame;

/** Journeymen filling the squad to 11: the roster's Lineman with Loner, at the lowest free shirts. */
function journeymenFor(team: ClassicLeagueTeam, playing: number): TeamPlayer[] {
  const position = classicJourneymanPosition(team.rosterId);
  const worn = team.players.filter((p) => p.status === 'active').map((p) => p.number);
  const loner = GRANTED_SKILLS.journeyman;
  return freeShirtNumbers(worn, Math.max(0, CLASSIC_DRAFT.minPlayers - playing)).map((number) => ({
    ...classicPlayer(position, number, `Journeyman #${number}`),
    skills: [...position.skills.filter((s) => s.id !== loner.id).map((s) => ({ ...s })), { ...loner }],
  }));
}

/**
 * The engine's LRB6 team of a league team as it stands: characteristics after advances and injuries, the
 * position's skills then the advances', Niggling Injuries carried in, and Journeymen up to 11 players
 * for this match only (they are not on the roster; the post-game offers them for hire).
 */
export function classicMatchTeamOf(team: ClassicLeagueTeam): ClassicLineup {
  const playing = team.players.filter(classicAvailable);
  const journeymen = journeymenFor(team, playing.length);
  return {
    team: {
      edition: CLASSIC_EDITION,
      rosterId: team.rosterId,
      name: team.name,
      players: [
        ...playing.map((p): TeamPlayer => {
          const position = getClassicPosition(team.rosterId, p.positionId);
          return {
            number: p.number,
            name: p.name,
            positionId: p.positionId,
            keywords: [],
            ...p.current,
            pa: null,
            skills: [...position.skills.map((s) => ({ ...s })), ...p.skills.map((s) => ({ ...s }))],
            primary: position.primary,
            secondary: position.secondary,
            value: p.value,
            captain: false,
            ...(p.niggling > 0 ? { niggling: p.niggling } : {}),
          };
        }),
        ...journeymen,
      ],
      rerolls: team.rerolls,
      apothecary: team.apothecary,
      assistantCoaches: team.assistantCoaches,
      cheerleaders: team.cheerleaders,
      fanFactor: team.fanFactor,
      treasury: team.treasury,
    },
    entries: [
      ...playing.map((p) => ({ number: p.number, playerId: p.id, positionId: p.positionId })),
      ...journeymen.map((j) => ({ number: j.number, playerId: null, positionId: j.positionId })),
    ],
  };
}

/** LRB6 team value: every player who can play next match, Fan Factor, re-rolls and staff (not the treasury). */
export function classicLeagueTeamValue(team: ClassicLeagueTeam): number {
  return classicDraftCost(team.rosterId, team, team.players.filter(classicAvailable));
}

/**
 * The team value a classic team takes into a fixture: its team value plus the Journeymen who fill it to
 * 11 for that match, at their position's cost (what LRB6 inducements are bought from).
 */
export function classicMatchDayValue(team: ClassicLeagueTeam): number {
  return classicDraftCost(team.rosterId, team, classicMatchTeamOf(team).team.players);
}

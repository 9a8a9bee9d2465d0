import { CLASSIC_EDITION } from '../../rosters/classic/ids.js';
import { getClassicPosition } from '../../rosters/classic/rosters.js';
import { type ClassicTeam, classicDraftCost } from '../../rosters/classic/team-sheet.js';
import type { LineupEntry } from '../types.js';
import type { ClassicLeagueTeam, ClassicRosterPlayer } from './team.js';

/** What a classic fixture hands the engine, and how the post-game reads the match back (shirt → player). */
export interface ClassicLineup {
  team: ClassicTeam;
  entries: LineupEntry[];
}

/** Who plays: alive and not missing this game. */
export const classicAvailable = (p: ClassicRosterPlayer): boolean => p.status === 'active' && !p.missNextGame;

/**
 * The engine's LRB6 team of a league team as it stands: characteristics after advances and injuries, the
 * position's skills then the advances', Niggling Injuries carried in. LRB6 leagues hire no Journeymen
 * here: a team short of players plays short (see the league README).
 */
export function classicMatchTeamOf(team: ClassicLeagueTeam): ClassicLineup {
  const playing = team.players.filter(classicAvailable);
  return {
    team: {
      edition: CLASSIC_EDITION,
      rosterId: team.rosterId,
      name: team.name,
      players: playing.map((p) => {
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
      rerolls: team.rerolls,
      apothecary: team.apothecary,
      assistantCoaches: team.assistantCoaches,
      cheerleaders: team.cheerleaders,
      fanFactor: team.fanFactor,
      treasury: team.treasury,
    },
    entries: playing.map((p) => ({ number: p.number, playerId: p.id, positionId: p.positionId })),
  };
}

/** LRB6 team value: every player who can play next match, Fan Factor, re-rolls and staff (not the treasury). */
export function classicLeagueTeamValue(team: ClassicLeagueTeam): number {
  return classicDraftCost(team.rosterId, team, team.players.filter(classicAvailable));
}

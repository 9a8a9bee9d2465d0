import type { Team, TeamPlayer } from '../rosters/team-sheet.js';
import { DRAFT } from '../rosters/team-sheet.js';
import { GRANTED_SKILLS } from '../tables/granted-skills.js';
import { availablePlayers, journeymanPosition, playerSkills, positionOf, rosterPlayers } from './player.js';
import type { LeagueTeam, Lineup, LineupEntry } from './types.js';
import { playerValue } from './value.js';

/** The `count` lowest shirt numbers nobody in `taken` wears: where Journeymen play. */
export function freeShirtNumbers(taken: readonly number[], count: number): number[] {
  const worn = new Set(taken);
  const free: number[] = [];
  for (let n = 1; free.length < count; n++) if (!worn.has(n)) free.push(n);
  return free;
}

/**
 * The team the engine plays (`matchFromTeams`), with the line-up the post-game reads the match back
 * by. Dead, retired, fired, Missing Next Game and Temporarily Retired players stay home; Journeymen
 * (the roster's Lineman 0-16 position, with Loner (4+)) fill the squad to 11, wearing the lowest
 * numbers no roster player wears.
 */
export function matchTeamOf(team: LeagueTeam): Lineup {
  const available = [...availablePlayers(team)].sort((a, b) => a.number - b.number);
  const players: TeamPlayer[] = [];
  const entries: LineupEntry[] = [];
  for (const p of available) {
    const position = positionOf(team, p);
    players.push({
      number: p.number,
      name: p.name,
      positionId: p.positionId,
      keywords: [...p.keywords],
      ...p.current,
      skills: playerSkills(team, p),
      primary: position.primary,
      secondary: position.secondary,
      value: playerValue(p),
      captain: team.captainId === p.id && team.specialRules.includes('team-captain'),
      niggling: p.niggling,
    });
    entries.push({ number: p.number, playerId: p.id, positionId: p.positionId });
  }

  const journeyman = journeymanPosition(team);
  if (journeyman !== undefined) {
    // Numbers of every roster player, even those sitting out, so a hired Journeyman never clashes.
    const taken = rosterPlayers(team).map((p) => p.number);
    for (const number of freeShirtNumbers(taken, DRAFT.minPlayers - players.length)) {
      const skills = journeyman.skills.map((s) => ({ ...s }));
      const loner = GRANTED_SKILLS.journeyman;
      if (!skills.some((s) => s.id === loner.id)) skills.push({ ...loner });
      players.push({
        number,
        name: `Journeyman #${number}`,
        positionId: journeyman.id,
        keywords: [...journeyman.keywords],
        ma: journeyman.ma,
        st: journeyman.st,
        ag: journeyman.ag,
        pa: journeyman.pa,
        av: journeyman.av,
        skills,
        primary: journeyman.primary,
        secondary: journeyman.secondary,
        value: journeyman.cost,
        captain: false,
        niggling: 0,
      });
      entries.push({ number, playerId: null, positionId: journeyman.id });
    }
  }

  const engineTeam: Team = {
    rosterId: team.rosterId,
    name: team.name,
    league: team.league,
    favoured: team.favoured,
    specialRules: [...team.specialRules],
    players,
    rerolls: team.rerolls,
    apothecary: team.apothecary,
    assistantCoaches: team.assistantCoaches,
    cheerleaders: team.cheerleaders,
    dedicatedFans: team.dedicatedFans,
    treasury: team.treasury,
  };
  return { team: engineTeam, entries };
}

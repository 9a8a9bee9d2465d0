import { mainLineman } from '../../rosters/classic/build-team.js';
import type { ClassicRosterId } from '../../rosters/classic/ids.js';
import { getClassicPosition, getClassicRoster } from '../../rosters/classic/rosters.js';
import type { ClassicPosition } from '../../rosters/classic/schema.js';
import { CLASSIC_DRAFT } from '../../rosters/classic/team-sheet.js';
import { LeagueRuleError } from '../errors.js';
import { newCareer } from '../player.js';
import { journeymenWhoMayJoin } from '../post-game/journeymen.js';
import { careerAfterMatch } from '../post-game/spp.js';
import type { PlayerCareer, TeamMatchSummary } from '../types.js';
import { classicRecordOf, classicSppFor } from './experience.js';
import type { ClassicLeagueTeam, ClassicRosterPlayer } from './team.js';

/** A Journeyman who played a match and may join the team for good, with the SPP he earned in it. */
export interface ClassicJourneyman {
  number: number;
  positionId: string;
  spp: number;
  /** His record of that match, which starts his career if he is hired. */
  career: PlayerCareer;
}

/**
 * LRB6 Journeymen play as the roster's Lineman: the position with the largest maximum (0–16 in most
 * rosters, 0–12 in Chaos Pact and Underworld), the cheapest of those if several (Undead: Skeleton).
 */
export function classicJourneymanPosition(rosterId: ClassicRosterId): ClassicPosition {
  return mainLineman(getClassicRoster(rosterId).positions);
}

/** The Journeymen of a match a team may hire afterwards: those who played and did not die. */
export function classicJourneymenOf(summary: TeamMatchSummary): ClassicJourneyman[] {
  return journeymenWhoMayJoin(summary).map((p) => ({
    number: p.number,
    positionId: p.positionId,
    spp: classicSppFor(classicRecordOf(p, false)),
    career: careerAfterMatch(newCareer(), p),
  }));
}

const activeCount = (team: ClassicLeagueTeam, positionId?: string) =>
  team.players.filter(
    (p) => p.status === 'active' && (positionId === undefined || p.positionId === positionId),
  ).length;

/**
 * LRB6: after the match the coach may hire a Journeyman who played for good, paying the position's cost
 * from the treasury. He keeps his shirt and the SPP of that match, and loses Loner. Refused, with nothing
 * changed, when he was not offered, the roster (16) or the position is full, or the treasury is short.
 */
export function hireClassicJourneyman(team: ClassicLeagueTeam, number: number): ClassicLeagueTeam {
  const offer = team.journeymen.find((j) => j.number === number);
  if (!offer)
    throw new LeagueRuleError(
      'not-a-journeyman',
      `#${number} is not a Journeyman of ${team.name}'s last match who can be hired`,
    );
  const position = getClassicPosition(team.rosterId, offer.positionId);
  if (activeCount(team) >= CLASSIC_DRAFT.maxPlayers)
    throw new LeagueRuleError('roster-full', `${team.name} already has ${CLASSIC_DRAFT.maxPlayers} players`);
  if (activeCount(team, position.id) >= position.max)
    throw new LeagueRuleError('position-full', `${team.name} already has ${position.max} ${position.name}s`);
  if (team.players.some((p) => p.status === 'active' && p.number === number))
    throw new LeagueRuleError('number-taken', `${team.name} already has a #${number}`);
  if (team.treasury < position.cost)
    throw new LeagueRuleError(
      'not-enough-treasury',
      `a ${position.name} costs ${position.cost.toLocaleString('en-GB')} gp; the treasury holds ${team.treasury.toLocaleString('en-GB')} gp`,
    );
  // A dead player keeps his row and id: the new one takes the next id free for this shirt.
  const ids = new Set(team.players.map((p) => p.id));
  let id = `${team.id}-p${number}`;
  for (let k = 2; ids.has(id); k++) id = `${team.id}-p${number}-${k}`;
  const hired: ClassicRosterPlayer = {
    id,
    number,
    name: `Journeyman #${number}`,
    positionId: position.id,
    current: { ma: position.ma, st: position.st, ag: position.ag, av: position.av },
    skills: [],
    spp: offer.spp,
    advances: 0,
    value: position.cost,
    status: 'active',
    niggling: 0,
    missNextGame: false,
    pendingAdvances: [],
    career: { ...offer.career },
  };
  return {
    ...team,
    players: [...team.players, hired],
    treasury: team.treasury - position.cost,
    journeymen: team.journeymen.filter((j) => j !== offer),
  };
}

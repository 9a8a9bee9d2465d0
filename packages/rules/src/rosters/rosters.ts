import { convertRoster, RosterDataError } from './convert.js';
import { ROSTER_IDS, type RosterId } from './ids.js';
import type { FavouredId, LeagueId, TeamRuleId } from './leagues.js';
import type { Position, Roster } from './schema.js';
import { RAW_ROSTERS } from './teams/index.js';

/**
 * Every roster, read once when this module loads. The data files are typed; their full check against the
 * zod schemas is `validateRosterData` (schema.ts), run by the server at start-up and by rosters.test.ts.
 */
const ROSTERS: ReadonlyMap<RosterId, Roster> = new Map(
  ROSTER_IDS.map((id) => {
    const roster = convertRoster(RAW_ROSTERS[id]);
    if (roster.id !== id)
      throw new RosterDataError(`roster "${id}", field "id": data file says "${roster.id}"`);
    return [id, roster];
  }),
);

/** Thrown for an unknown roster, position or star id. */
export class RosterLookupError extends Error {
  override readonly name = 'RosterLookupError';
}

export function getRoster(id: RosterId): Roster {
  const roster = ROSTERS.get(id);
  if (!roster) throw new RosterLookupError(`unknown roster "${id}"`);
  return roster;
}

export function listRosters(): Roster[] {
  return [...ROSTERS.values()];
}

export function findPosition(rosterId: RosterId, positionId: string): Position | undefined {
  return getRoster(rosterId).positions.find((p) => p.id === positionId);
}

export function getPosition(rosterId: RosterId, positionId: string): Position {
  const position = findPosition(rosterId, positionId);
  if (!position) {
    const known = getRoster(rosterId)
      .positions.map((p) => p.id)
      .join(', ');
    throw new RosterLookupError(`roster "${rosterId}" has no position "${positionId}" (it has ${known})`);
  }
  return position;
}

/** A team's choices that gate stars and rules. Omitted choices mean "any the roster allows". */
export interface TeamAffiliation {
  rosterId: RosterId;
  league?: LeagueId;
  favoured?: FavouredId;
}

/** Leagues the team may be in: its chosen one, or every league of its roster. */
export function leaguesOf(team: TeamAffiliation): readonly LeagueId[] {
  return team.league === undefined ? getRoster(team.rosterId).leagues : [team.league];
}

/** The team's special rules once its league and Favoured of… choice are known (or could be). */
export function teamRules(team: TeamAffiliation): TeamRuleId[] {
  const roster = getRoster(team.rosterId);
  const leagues = leaguesOf(team);
  const rules: TeamRuleId[] = [...roster.specialRules];
  const favoured = team.favoured === undefined ? roster.favouredChoice : [team.favoured];
  for (const f of favoured) if (roster.favouredChoice.includes(f)) rules.push(f);
  for (const c of roster.conditionalRules) if (leagues.includes(c.whenLeague)) rules.push(c.rule);
  return [...new Set(rules)];
}
/** True for players with the Big Guy keyword (they share a roster's `maxBigGuys` cap). */
export function isBigGuy(position: Pick<Position, 'keywords'>): boolean {
  return position.keywords.includes('Big Guy');
}

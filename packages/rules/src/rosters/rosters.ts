import { convertRoster, convertStarPlayer, RosterDataError } from './convert.js';
import { ROSTER_IDS, type RosterId } from './ids.js';
import type { FavouredId, LeagueId, TeamRuleId } from './leagues.js';
import type { Position, Roster, StarPlayer } from './schema.js';
import { RAW_STAR_PLAYERS } from './star-players.data.js';
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

const STARS: ReadonlyMap<string, StarPlayer> = (() => {
  const map = new Map<string, StarPlayer>();
  for (const raw of RAW_STAR_PLAYERS) {
    const star = convertStarPlayer(raw);
    if (map.has(star.id)) throw new RosterDataError(`star player "${star.id}", field "id": duplicate id`);
    map.set(star.id, star);
  }
  for (const star of map.values()) {
    const partner = star.pairedWith === null ? undefined : map.get(star.pairedWith);
    if (star.pairedWith !== null && partner?.pairedWith !== star.id) {
      throw new RosterDataError(`star player "${star.id}", field "pairedWith": partner does not pair back`);
    }
  }
  return map;
})();

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

export function findStarPlayer(id: string): StarPlayer | undefined {
  return STARS.get(id);
}

export function getStarPlayer(id: string): StarPlayer {
  const star = STARS.get(id);
  if (!star) throw new RosterLookupError(`unknown star player "${id}"`);
  return star;
}

export function listStarPlayers(): StarPlayer[] {
  return [...STARS.values()];
}

/** A team's choices that gate stars and rules. Omitted choices mean "any the roster allows". */
export interface TeamAffiliation {
  rosterId: RosterId;
  league?: LeagueId;
  favoured?: FavouredId;
}

/** Leagues the team may be in: its chosen one, or every league of its roster. */
function leaguesOf(team: TeamAffiliation): readonly LeagueId[] {
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

/**
 * Whether a team may hire the star (§3.23: leagues and Favoured of… gate stars). Decided from the
 * star's `playsFor`, not from any printed per-team list.
 */
export function canHireStar(starId: string, team: TeamAffiliation): boolean {
  const star = getStarPlayer(starId);
  const leagues = leaguesOf(team);
  const rules = teamRules(team);
  return star.playsFor.some((p) => {
    if (p === 'any') return true;
    if (p === 'any-except-sylvanian-spotlight') return leagues.some((l) => l !== 'sylvanian-spotlight');
    return (leagues as readonly string[]).includes(p) || (rules as readonly string[]).includes(p);
  });
}

/** Stars the team may hire. */
export function starPlayersFor(team: TeamAffiliation): StarPlayer[] {
  return listStarPlayers().filter((s) => canHireStar(s.id, team));
}

/** True for players with the Big Guy keyword (they share a roster's `maxBigGuys` cap). */
export function isBigGuy(position: Pick<Position, 'keywords'>): boolean {
  return position.keywords.includes('Big Guy');
}

import { convertStarPlayer, RosterDataError } from './convert.js';
import { leaguesOf, RosterLookupError, type TeamAffiliation, teamRules } from './rosters.js';
import type { StarPlayer } from './schema.js';
import { RAW_STAR_PLAYERS } from './star-players.data.js';

/*
 * The BB2025 Star Players, apart from the rosters: the lobby's first paint reads rosters and must not carry
 * the Stars' data, which only the match and the inducement step need.
 */

// Built on first use, so a bundle that never asks for a Star (the lobby's first paint) leaves their data out.
let stars: ReadonlyMap<string, StarPlayer> | undefined;
const starsById = (): ReadonlyMap<string, StarPlayer> => {
  stars ??= buildStars();
  return stars;
};

function buildStars(): ReadonlyMap<string, StarPlayer> {
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
}

export function findStarPlayer(id: string): StarPlayer | undefined {
  return starsById().get(id);
}

export function getStarPlayer(id: string): StarPlayer {
  const star = starsById().get(id);
  if (!star) throw new RosterLookupError(`unknown star player "${id}"`);
  return star;
}

export function listStarPlayers(): StarPlayer[] {
  return [...starsById().values()];
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

import { getStarPlayer } from '../rosters/rosters.js';
import { newPlayer } from '../state/factory.js';
import type { PlayerState } from '../state/types.js';
import type { Side } from '../types.js';

/**
 * A Star Player hired for one match, as a match player in the team's Reserves: the star's printed
 * characteristics, keywords and skills (Loner included). A pair is two calls, one per star.
 */
export function starPlayer(starId: string, team: Side, id: string, number: number): PlayerState {
  const star = getStarPlayer(starId);
  return newPlayer({
    id,
    team,
    name: star.name,
    number,
    position: null,
    keywords: [...star.keywords],
    stats: { ma: star.ma, st: star.st, ag: star.ag, pa: star.pa, av: star.av },
    skills: star.skills.map((s) => ({ ...s })),
  });
}

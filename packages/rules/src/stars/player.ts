import { getStarPlayer } from '../rosters/star-players.js';
import { newPlayer } from '../state/factory.js';
import type { PlayerState } from '../state/types.js';
import type { Side } from '../types.js';
import { starRuleIdOf } from './ids.js';

/** Thrown for a star whose special rule name matches no rule in `ids.ts` (a data mistake). */
export class StarRuleDataError extends Error {
  override readonly name = 'StarRuleDataError';
}

/**
 * A hired Star Player as a match player: its profile, skills (Loner as listed) and special rule from the
 * data, in Reserves, tagged as a Star (no SPP, casualties waived after the game). Unknown ids throw.
 */
export function starPlayer(starId: string, team: Side, id: string, number: number): PlayerState {
  const star = getStarPlayer(starId);
  const rule = starRuleIdOf(star.specialRule);
  if (!rule)
    throw new StarRuleDataError(`star player "${starId}": unknown special rule "${star.specialRule}"`);
  const p = newPlayer({
    id,
    team,
    name: star.name,
    number,
    position: null,
    keywords: [...star.keywords],
    stats: { ma: star.ma, st: star.st, ag: star.ag, pa: star.pa, av: star.av },
    skills: star.skills.map((k) => ({ ...k })),
  });
  p.star = { id: star.id, rule };
  return p;
}

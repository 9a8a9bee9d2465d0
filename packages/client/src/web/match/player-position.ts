import type { MatchState, PlayerState } from '@dugout/rules';
import { findStarPlayer } from '@dugout/rules';
import { positionName } from '../i18n/names/index.js';

/**
 * What a player's token and dugout line call its position: its roster position, or for a Star its name.
 * A file of its own: the lobby's first paint imports `names.ts` and must not carry the Star data.
 */
export function playerPosition(s: MatchState, p: Pick<PlayerState, 'team' | 'position' | 'star'>): string {
  const star = p.star ? findStarPlayer(p.star.id) : undefined;
  return star ? star.name : positionName(s.teams[p.team].roster, p.position);
}

import type { MatchState, PlayerState } from '@dugout/rules';
import { findStarPlayer } from '@dugout/rules';
import { t } from '../i18n/index.js';
import { positionName } from '../i18n/names/index.js';
import { isMercenary } from './names.js';

/**
 * What a player's token and dugout line call its position: its roster position, a Mercenary's with the
 * word, or for a Star its name. A file of its own: the lobby's first paint imports `names.ts` and must not
 * carry the Star data.
 */
export function playerPosition(
  s: MatchState,
  p: Pick<PlayerState, 'id' | 'team' | 'position' | 'star'>,
): string {
  const star = p.star ? findStarPlayer(p.star.id) : undefined;
  if (star) return star.name;
  const position = positionName(s.teams[p.team].roster, p.position);
  return isMercenary(s, p) ? t('player.mercenary', { position }) : position;
}

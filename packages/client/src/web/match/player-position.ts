import type { MatchState, PlayerState } from '@dugout/rules';
import { findStarPlayer } from '@dugout/rules';
import { t } from '../i18n/index.js';
import { positionName } from '../i18n/names/index.js';

/** Whether an inducement hired `p` as a Mercenary (issue 16: "Mercenary Lineman" in the dugout). */
const isMercenary = (s: MatchState, p: Pick<PlayerState, 'id' | 'team'>): boolean =>
  s.inducements?.sides[p.team].bought.some((b) => b.item === 'mercenary' && b.players?.includes(p.id)) ??
  false;

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

import { RulesError } from './errors.js';
import { cardAt, holds, playerAt } from './query.js';
import type { BloodBoundState } from './state.js';
import type { Clan, RankNumber, Seat } from './types.js';

/**
 * The leader of `clan` (seed [게임승리]): the clan's character with the lowest rank number in the game — or,
 * once its Elder has taken the Quill, the highest (reference §6). Clan means the card's clan icon, never its
 * clue. A secret fact: only the rules and the end of the game read it.
 */
export function leaderOf(s: BloodBoundState, clan: Clan): Seat {
  const members = s.seats.filter((seat) => cardAt(s, seat).faction === clan);
  const rank = (seat: Seat) => cardAt(s, seat).rank as RankNumber;
  const quill = members.some((seat) => holds(playerAt(s, seat), 'quill'));
  const [leader] = [...members].sort((a, b) => (quill ? rank(b) - rank(a) : rank(a) - rank(b)));
  if (leader === undefined) throw new RulesError(`no ${clan} character in the game`);
  return leader;
}

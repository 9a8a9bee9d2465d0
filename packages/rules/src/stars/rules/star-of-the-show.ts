import type { StarRuleDef } from '../hooks.js';

/**
 * Star of the Show (Count Luthor von Drakenborg): once per game, when he scores, his team gets a team
 * re-roll that lasts until the end of the following drive (after a half's last drive: the next half's first).
 */
export const starOfTheShow: StarRuleDef = { id: 'star-of-the-show', scoredRerollNextDrive: true };

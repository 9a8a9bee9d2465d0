import type { StarRuleDef } from '../hooks.js';

/**
 * Strong Passing Game (Skrull Halfheight): once per game, add his ST to the result of his PA test after the
 * roll (the result counts at most 6, and a PA target is never above 6); used when it turns a failed pass
 * into an accurate one.
 */
export const strongPassingGame: StarRuleDef = {
  id: 'strong-passing-game',
  rescue: (t) => (t.purpose === 'pass' ? t.player.stats.st : null),
};

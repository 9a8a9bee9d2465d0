import type { StarRuleDef } from '../hooks.js';

/**
 * Quick Bite (Guffle Pusmaw): once per game, when an opponent he Marks catches the ball he makes an armour
 * roll against it at once; if it breaks (injury as usual) he takes the ball. No Turnover comes of it.
 * Used on the first such catch: there is nothing to lose.
 */
export const quickBite: StarRuleDef = { id: 'quick-bite', bitesCatcher: true };

import { hasBlockHook } from '../../block/hooks.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Woodland Fury (Willow Rosebark): once per game, re-roll one block die when the dice show a result that
 * would knock her down (Player Down, or Both Down without Block).
 */
export const woodlandFury: StarRuleDef = {
  id: 'woodland-fury',
  blockDieReroll: (x) =>
    x.faces.includes('player-down') ||
    (x.faces.includes('both-down') && !hasBlockHook(x.s, x.attacker, 'standsOnBothDown')),
};

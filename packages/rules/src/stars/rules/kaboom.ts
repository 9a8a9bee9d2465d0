import type { StarRuleDef } from '../hooks.js';

/**
 * Kaboom! (Bomber Dribblesnot): once per game, when an opponent catches a bomb he threw, his coach may make
 * it explode there and then instead of letting the catcher throw it on.
 */
export const kaboom: StarRuleDef = { id: 'kaboom', explodesCaughtBomb: true };

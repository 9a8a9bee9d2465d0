import type { StarRuleDef } from '../hooks.js';

/**
 * Maximum Carnage (Max Spleenripper): once per game, right after his Chainsaw Attack he may make another
 * against a different opponent he Marks (not after a kick-back has put him down).
 */
export const maximumCarnage: StarRuleDef = { id: 'maximum-carnage', repeatsSpecialAttack: true };

import type { StarRuleDef } from '../hooks.js';

/**
 * Vicious Vines (Maple Highgrove): once per half, his Block Action may aim at a Standing opponent two squares
 * away; every other block rule holds, but he may not follow up.
 */
export const viciousVines: StarRuleDef = { id: 'vicious-vines', blockReach: 2 };

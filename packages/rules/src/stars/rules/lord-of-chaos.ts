import type { StarRuleDef } from '../hooks.js';

/** Lord of Chaos (Lord Borak the Despoiler): once per game, re-roll one block die of his block. */
export const lordOfChaos: StarRuleDef = { id: 'lord-of-chaos', blockDieReroll: () => true };

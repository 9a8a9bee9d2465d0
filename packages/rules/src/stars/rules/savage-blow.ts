import type { StarRuleDef } from '../hooks.js';

/** Savage Blow (Anqi Panqi): once per game, re-roll any number of the block dice of his block. */
export const savageBlow: StarRuleDef = { id: 'savage-blow', blockDieReroll: () => true, anyBlockDice: true };

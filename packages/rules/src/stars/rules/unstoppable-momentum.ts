import type { StarRuleDef } from '../hooks.js';

/** Unstoppable Momentum (H'thark the Unstoppable): re-roll one block die of every block of his Blitz. */
export const unstoppableMomentum: StarRuleDef = {
  id: 'unstoppable-momentum',
  blockDieReroll: (x) => x.blitz,
};

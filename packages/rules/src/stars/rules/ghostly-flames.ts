import { breaksWith, byOwnerOn } from '../conditions.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Ghostly Flames (Bryce 'The Slice' Cambuel): once per half, his Chainsaw Attack made during his Blitz
 * adds +4 to the armour roll instead of +3; used when the extra +1 breaks the armour.
 */
export const ghostlyFlames: StarRuleDef = {
  id: 'ghostly-flames',
  armour: (x, owner) =>
    byOwnerOn(x, owner, 'chainsaw') &&
    x.s.turnState?.activePlayer === owner.id &&
    x.s.turnState.activeAction === 'blitz' &&
    breaksWith(x, 1)
      ? { modifier: 1 }
      : null,
};

import { woundingAbility } from './wound-ability.js';

/**
 * Mentalist (rank 5): another player, not a Shield holder, suffers one wound and must take their rank token
 * for it (firing their ability, reference §9.10) — an affiliation token if it is already out, capture if they
 * already show three — and then gets the dagger.
 */
export const MENTALIST = woundingAbility('compel', 'mentalist', 1, true);

import { woundingAbility } from './wound-ability.js';

/** Assassin (rank 2): another player, not a Shield holder, suffers two wounds and then gets the dagger. */
export const ASSASSIN = woundingAbility('assassinate', 'assassin', 2, false);

import type { StarRuleDef } from '../hooks.js';

/**
 * Blast It! (Barik Farblast): on every Hail Mary Pass he may re-roll the scatter that decides where the ball
 * comes down (all three scatters again), and a team-mate catching it gets +1.
 */
export const blastIt: StarRuleDef = { id: 'blast-it', rerollsHailMaryScatter: true, mateCatchBonus: 1 };

import type { SkillDef } from '../hooks.js';

/**
 * LRB6 Kick: a kicker neither in a Wide Zone nor on the Line of Scrimmage may halve the kick's deviation
 * (the D6, rounded down). It has nothing to do with Punts, which LRB6 does not have.
 */
export const classicKick: SkillDef = { id: 'kick', kickDistanceDie: 'half-D6', kicksFromCentre: true };

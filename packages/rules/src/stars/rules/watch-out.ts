import type { StarRuleDef } from '../hooks.js';

/**
 * Watch Out! (Withergrasp Doubledrool): the first block against him each drive, he counts as having Dodge
 * (a Stumble is a Push Back unless the blocker has Tackle). Used up by that block whatever the dice.
 */
export const watchOut: StarRuleDef = { id: 'watch-out', dodgesBlock: true };

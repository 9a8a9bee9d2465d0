import type { StarRuleDef } from '../hooks.js';

/** Whirling Dervish (Fungus the Loon): once per activation, re-roll the direction D6 of his Ball & Chain move. */
export const whirlingDervish: StarRuleDef = { id: 'whirling-dervish', directionReroll: true };

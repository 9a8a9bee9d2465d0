import type { SkillDef } from './hooks.js';

/** Mighty Blow: +1 to the armour or injury roll of an opponent it knocks down in a block. */
export const mightyBlow: SkillDef = { id: 'mighty-blow', block: { knockDownBonus: 1 } };

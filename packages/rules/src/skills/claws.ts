import type { SkillDef } from './hooks.js';

/** Claws: a natural 8+ on the armour roll of an opponent it knocks down in a block breaks armour. */
export const claws: SkillDef = { id: 'claws', block: { breaksArmourOn: 8 } };

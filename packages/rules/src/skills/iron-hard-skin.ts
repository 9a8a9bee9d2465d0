import type { SkillDef } from './hooks.js';

/** Iron Hard Skin: armour rolls against it cannot be modified, and Claws does not work on it. */
export const ironHardSkin: SkillDef = { id: 'iron-hard-skin', block: { armourUnmodifiable: true } };

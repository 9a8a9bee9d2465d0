import type { SkillDef } from './hooks.js';

/** Arm Bar: +1 armour or injury against an opponent that Falls Over leaving its Tackle Zone. */
export const armBarSkill: SkillDef = { id: 'arm-bar', block: { armourAfterFall: true } };

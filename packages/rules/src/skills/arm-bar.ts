import type { SkillDef } from './hooks.js';
import { hasHook } from './registry.js';

/** Arm Bar: +1 armour or injury against an opponent that Falls Over leaving its Tackle Zone. */
export const armBarSkill: SkillDef = {
  id: 'arm-bar',
  block: {
    fallBonus: (s, _owner, faller) => ({
      flexible: { value: 1, reason: 'arm-bar' },
      flexibleOnArmour: !hasHook(s, faller, (d) => d.block?.armourUnmodifiable === true),
      breaksOn: null,
    }),
  },
};

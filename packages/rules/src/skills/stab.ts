import { directArmourRoll } from '../block/armour-roll.js';
import type { SkillDef } from './hooks.js';

/** Stab: an unmodified armour roll against a Standing opponent it Marks (injury if it breaks). */
export const stab: SkillDef = {
  id: 'stab',
  block: {
    specialAttack: {
      allowsHitAndRun: true,
      resolve: (ctx, attacker, target) => directArmourRoll(ctx, target, attacker, [], 'stab'),
    },
  },
};

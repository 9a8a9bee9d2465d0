import { directArmourRoll } from '../block/armour-roll.js';
import type { Modifier } from '../engine/events.js';
import type { SkillDef } from './hooks.js';
import { skillDefs } from './registry.js';

/** Stab: an unmodified armour roll against a Standing opponent it Marks (injury if it breaks). */
export const stab: SkillDef = {
  id: 'stab',
  block: {
    specialAttack: {
      allowsHitAndRun: true,
      resolve: (ctx, attacker, target) => {
        // The stabber's other skills may add to the roll (LRB6 Stakes against the dead).
        const mods: Modifier[] = [];
        for (const { def } of skillDefs(ctx.s, attacker)) {
          const value = def.attackArmourModifier?.(ctx.s, target) ?? 0;
          if (value) mods.push({ value, reason: def.id });
        }
        return directArmourRoll(ctx, target, attacker, mods, 'stab');
      },
    },
  },
};

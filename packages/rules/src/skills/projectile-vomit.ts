import { directArmourRoll } from '../block/armour-roll.js';
import { rollEvent } from '../rolls/test.js';
import type { SkillDef } from './hooks.js';

/** Projectile Vomit: D6 2+ → an unmodified armour roll against the target; on a 1 against itself. */
export const projectileVomit: SkillDef = {
  id: 'projectile-vomit',
  block: {
    specialAttack: {
      resolve(ctx, attacker, target) {
        const n = ctx.roll('D6');
        ctx.emit(rollEvent('projectile-vomit', attacker.id, n, 2, n >= 2));
        if (n >= 2) directArmourRoll(ctx, target, attacker);
        else directArmourRoll(ctx, attacker, null);
      },
    },
  },
};

import { rollEvent } from '../../rolls/test.js';
import type { SkillDef } from '../hooks.js';

/** LRB6 Dauntless: blocking a stronger player, D6 + ST must beat its ST to block at its ST (before assists). */
export const classicDauntless: SkillDef = {
  id: 'dauntless',
  block: {
    strengthRoll(ctx, owner, target) {
      if (target.stats.st <= owner.stats.st) return false;
      const n = ctx.roll('D6');
      const ok = n + owner.stats.st > target.stats.st;
      ctx.emit({
        ...rollEvent('dauntless', owner.id, n, target.stats.st - owner.stats.st + 1, ok),
        total: n + owner.stats.st,
        rerolled: false,
      });
      return ok;
    },
  },
};

import { rollEvent } from '../rolls/test.js';
import type { SkillDef } from './hooks.js';

/** Dauntless: against a stronger target, D6 + ST beating the target's ST lets it block at the target's ST. */
export const dauntless: SkillDef = {
  id: 'dauntless',
  block: {
    strengthRoll(ctx, owner, target) {
      if (target.stats.st <= owner.stats.st) return false;
      const n = ctx.roll('D6');
      const ok = n + owner.stats.st > target.stats.st;
      ctx.emit({
        ...rollEvent('dauntless', owner.id, n, target.stats.st - owner.stats.st + 1, ok),
        total: n + owner.stats.st,
      });
      return ok;
    },
  },
};

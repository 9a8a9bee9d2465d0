import { rollEvent } from '../rolls/test.js';
import { starRerollsFailed } from '../stars/hook-points.js';
import type { SkillDef } from './hooks.js';

/** Dauntless: against a stronger target, D6 + ST beating the target's ST lets it block at the target's ST. */
export const dauntless: SkillDef = {
  id: 'dauntless',
  block: {
    strengthRoll(ctx, owner, target) {
      if (target.stats.st <= owner.stats.st) return false;
      const roll = (rerolled: boolean) => {
        const n = ctx.roll('D6');
        const ok = n + owner.stats.st > target.stats.st;
        ctx.emit({
          ...rollEvent('dauntless', owner.id, n, target.stats.st - owner.stats.st + 1, ok),
          total: n + owner.stats.st,
          rerolled,
        });
        return ok;
      };
      if (roll(false)) return true;
      // A Star Player's special rule may re-roll it (Blind Rage).
      return starRerollsFailed(ctx, { s: ctx.s, player: owner, purpose: 'dauntless' }) && roll(true);
    },
  },
};

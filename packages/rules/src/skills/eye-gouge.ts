import { markUsed } from '../rerolls/usage.js';
import type { SkillDef } from './hooks.js';

/** The usage key of a player whose eyes were gouged: it gives no assists until it next activates. */
export const EYE_GOUGED = 'eye-gouged';

/** Eye Gouge: a target it pushes back cannot assist until that target next activates. */
export const eyeGouge: SkillDef = {
  id: 'eye-gouge',
  block: {
    afterPush(ctx, owner, target) {
      if (target.at === null) return;
      markUsed(target, EYE_GOUGED, 'activation');
      ctx.emit({
        kind: 'skill',
        player: owner.id,
        skill: 'eye-gouge',
        effect: `${target.name} cannot assist`,
      });
    },
  },
};

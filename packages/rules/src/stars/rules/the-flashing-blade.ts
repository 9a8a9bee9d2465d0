import { specialAttackProc } from '../../block/special-attack.js';
import { blockTargets } from '../../block/targets.js';
import { grantForActivation } from '../activation.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * The Flashing Blade (Jeremiah Kool): once per game, as his Move Action starts, he Stabs an opponent he Marks
 * (he has no Stab otherwise), then makes the Move Action.
 */
export const theFlashingBlade: StarRuleDef = {
  id: 'the-flashing-blade',
  activation: {
    text: 'Stabs an opponent he Marks, then moves',
    when: (_s, owner, action) => action === 'move' && owner.status === 'standing',
    targets: (s, owner) => blockTargets(s, owner),
    resolve: (ctx, owner, target) => {
      if (!target) return false;
      grantForActivation(owner, 'stab');
      ctx.push(specialAttackProc(owner, target, 'stab'));
      return false;
    },
  },
};

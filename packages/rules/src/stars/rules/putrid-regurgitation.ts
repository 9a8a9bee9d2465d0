import { specialAttackProc } from '../../block/special-attack.js';
import { blockTargets } from '../../block/targets.js';
import { grantForActivation } from '../activation.js';
import type { StarRuleDef } from '../hooks.js';

/**
 * Putrid Regurgitation (Bilerot Vomitflesh): once per half, his Block Action may also hold a Projectile Vomit
 * (he has no such skill otherwise): as the activation starts he vomits on an opponent he Marks, then blocks
 * as declared.
 */
export const putridRegurgitation: StarRuleDef = {
  id: 'putrid-regurgitation',
  activation: {
    text: 'vomits on an opponent he Marks before his block',
    when: (_s, owner, action) => action === 'block' && owner.status === 'standing',
    targets: (s, owner) => blockTargets(s, owner),
    resolve: (ctx, owner, target) => {
      if (!target) return false;
      grantForActivation(owner, 'projectile-vomit');
      ctx.push(specialAttackProc(owner, target, 'projectile-vomit'));
      return false;
    },
  },
};

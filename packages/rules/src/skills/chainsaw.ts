import { directArmourRoll } from '../block/armour-roll.js';
import { goingDown } from '../injury/going-down.js';
import { rollEvent } from '../rolls/test.js';
import type { SkillDef } from './hooks.js';

/**
 * Chainsaw: D6 2+ → an armour roll at +3 against the target; on a 1 the kick-back knocks it down. Armour
 * rolls against the wielder are always at +3. Its coach may also add +3 to a Foul's armour roll, kick-back
 * rolled as usual.
 */
export const chainsaw: SkillDef = {
  id: 'chainsaw',
  foul: { armourBoost: 3 },
  block: {
    ownArmourModifier: 3,
    specialAttack: {
      resolve(ctx, attacker, target) {
        const n = ctx.roll('D6');
        ctx.emit(rollEvent('chainsaw', attacker.id, n, 2, n >= 2));
        if (n >= 2) directArmourRoll(ctx, target, attacker, [{ value: 3, reason: 'chainsaw' }], 'chainsaw');
        else ctx.push(goingDown(attacker, 'knocked-down'));
      },
    },
  },
};

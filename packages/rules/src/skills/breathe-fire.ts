import { goingDown } from '../injury/going-down.js';
import type { SkillDef } from './hooks.js';

/**
 * Breathe Fire: D6, −1 against ST 5+: 1 or less knocks the breather down; 2–3 nothing; 4+ the target is
 * Placed Prone; a natural 6 Knocks it Down. The activation ends.
 */
export const breatheFire: SkillDef = {
  id: 'breathe-fire',
  block: {
    specialAttack: {
      endsActivation: true,
      resolve(ctx, attacker, target) {
        const n = ctx.roll('D6');
        const mod = target.stats.st >= 5 ? -1 : 0;
        const total = n + mod;
        ctx.emit({
          kind: 'roll',
          purpose: 'breathe-fire',
          player: attacker.id,
          die: 'D6',
          natural: [n],
          modifiers: mod ? [{ value: mod, reason: 'strength 5+' }] : [],
          total,
          target: 4,
          success: total >= 4,
          rerolled: false,
        });
        if (n === 6) ctx.push(goingDown(target, 'knocked-down', attacker.id));
        else if (total >= 4) ctx.push(goingDown(target, 'placed-prone', attacker.id));
        else if (total <= 1) ctx.push(goingDown(attacker, 'knocked-down', target.id));
      },
    },
  },
};

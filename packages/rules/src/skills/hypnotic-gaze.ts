import { rollEvent } from '../rolls/test.js';
import { starRerollsFailed } from '../stars/hook-points.js';
import type { SkillDef } from './hooks.js';

/** Hypnotic Gaze: may Move first; D6 3+ makes an adjacent Standing opponent Distracted. The activation ends. */
export const hypnoticGaze: SkillDef = {
  id: 'hypnotic-gaze',
  block: {
    specialAttack: {
      moveFirst: true,
      endsActivation: true,
      resolve(ctx, attacker, target) {
        const roll = (rerolled: boolean) => {
          const n = ctx.roll('D6');
          const ok = n >= 3;
          ctx.emit({ ...rollEvent('hypnotic-gaze', attacker.id, n, 3, ok), rerolled });
          return ok;
        };
        // A Star Player's special rule may re-roll a failed Gaze (Mesmerising Dance).
        const ok =
          roll(false) ||
          (starRerollsFailed(ctx, { s: ctx.s, player: attacker, purpose: 'hypnotic-gaze' }) && roll(true));
        if (ok) {
          target.distracted = true;
          ctx.emit({
            kind: 'skill',
            player: attacker.id,
            skill: 'hypnotic-gaze',
            effect: `${target.name} is Distracted`,
          });
        }
      },
    },
  },
};

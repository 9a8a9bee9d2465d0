import { chompKey, releaseStaleChomps } from '../block/chomp.js';
import { rollEvent } from '../rolls/test.js';
import type { SkillDef } from './hooks.js';
import { hasHook } from './registry.js';

/**
 * Monstrous Mouth: the Chomp Special Action (may replace a Blitz's block): D6 3+ and the opponent it
 * Marks is Chomped, unable to leave its square while this player Marks it. Immune to Strip Ball.
 */
export const monstrousMouth: SkillDef = {
  id: 'monstrous-mouth',
  block: {
    keepsBallWhenPushed: true,
    specialAttack: {
      resolve(ctx, attacker, target) {
        releaseStaleChomps(ctx.s);
        const n = ctx.roll('D6');
        const ok = n >= 3;
        ctx.emit(rollEvent('chomp', attacker.id, n, 3, ok));
        // A Ball & Chain player cannot be Chomped.
        if (!ok || hasHook(ctx.s, target, (d) => d.ballAndChainMove === true)) return;
        const key = chompKey(attacker);
        if (!target.used.includes(key)) target.used = [...target.used, key];
        ctx.emit({
          kind: 'skill',
          player: attacker.id,
          skill: 'monstrous-mouth',
          effect: `chomps ${target.name}`,
        });
      },
    },
  },
};

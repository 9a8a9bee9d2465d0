import { rollEvent } from '../rolls/test.js';
import type { SkillDef } from './hooks.js';

/** Foul Appearance: a player declaring a Block or Special Action against it rolls D6 first; on a 1 it is lost. */
export const foulAppearance: SkillDef = {
  id: 'foul-appearance',
  block: {
    beforeTargeted(ctx, owner, attacker, announce) {
      const n = ctx.roll('D6');
      ctx.emit(rollEvent('foul-appearance', attacker.id, n, 2, n >= 2));
      if (n >= 2) return true;
      if (announce)
        ctx.emit({
          kind: 'skill',
          player: owner.id,
          skill: 'foul-appearance',
          effect: `${attacker.name} cannot bring itself to block`,
        });
      return false;
    },
  },
};

import { setBall } from '../state/mutate.js';
import { hasBall } from '../state/query.js';
import type { SkillDef } from './hooks.js';
import { findSkillDef } from './registry.js';

/** Strip Ball: a ball carrier it pushes back (and does not knock down) drops the ball, which bounces. */
export const stripBall: SkillDef = {
  id: 'strip-ball',
  block: {
    afterPush(ctx, owner, target, knocked) {
      if (knocked || target.at === null || !hasBall(ctx.s, target)) return;
      if (findSkillDef(ctx.s, target, (d) => d.block?.keepsBallWhenPushed === true)) return;
      ctx.emit({
        kind: 'skill',
        player: owner.id,
        skill: 'strip-ball',
        effect: `${target.name} drops the ball`,
      });
      setBall(ctx, { kind: 'air', at: target.at }, 'stripped');
      ctx.push({ kind: 'bounce', from: target.at, kick: null });
    },
  },
};

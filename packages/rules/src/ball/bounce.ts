import { defineProc, NEXT, type Proc } from '../engine/procedure.js';
import type { Square } from '../pitch.js';
import type { Side } from '../types.js';
import { directionOf, rollForBall, step } from './directions.js';
import { ballLand } from './land.js';

/** Bounce: the ball moves one square in a D8 direction (Scatter(1)) and lands there. */
export interface BounceProc extends Proc {
  kind: 'bounce';
  from: Square;
  kick: Side | null;
}

export const bounceDef = defineProc<BounceProc>({
  run(ctx, p) {
    const d8 = rollForBall(ctx, 'bounce', 'D8');
    const to = step(p.from, directionOf(d8));
    ctx.finish();
    ctx.push(ballLand(to, p.from, 'bounce', p.kick));
    return NEXT;
  },
});

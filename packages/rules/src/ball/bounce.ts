import { defineProc, NEXT, type Proc } from '../engine/procedure.js';
import type { Square } from '../pitch.js';
import type { Side } from '../types.js';
import { directionOf, step } from './directions.js';
import { ballLand } from './land.js';

/** Bounce: the ball moves one square in a D8 direction (Scatter(1)) and lands there. */
export interface BounceProc extends Proc {
  kind: 'bounce';
  from: Square;
  kick: Side | null;
}

export const bounceDef = defineProc<BounceProc>({
  run(ctx, p) {
    const d8 = ctx.roll('D8');
    const to = step(p.from, directionOf(d8));
    ctx.emit({
      kind: 'roll',
      purpose: 'bounce',
      player: null,
      die: 'D8',
      natural: [d8],
      modifiers: [],
      total: d8,
      target: null,
      success: null,
      rerolled: false,
    });
    ctx.finish();
    ctx.push(ballLand(to, p.from, 'bounce', p.kick));
    return NEXT;
  },
});

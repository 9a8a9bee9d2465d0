import type { Context } from '../engine/context.js';
import { defineProc, NEXT, type Proc } from '../engine/procedure.js';
import { onPitch, type Square } from '../pitch.js';
import type { Side } from '../types.js';
import { directionOf, rollForBall, step } from './directions.js';
import { ballLand } from './land.js';

/**
 * Scatter(N): N single-square D8 steps, no catching in between; if a step leaves the pitch the ball is
 * thrown in from the last square it was in. Used for inaccurate passes and Changing Weather kick-offs.
 */
export interface ScatterProc extends Proc {
  kind: 'scatter';
  from: Square;
  count: number;
  kick: Side | null;
}

/**
 * Rolls the N D8 steps of a Scatter(N) and returns where the ball ends (possibly off the pitch) and the
 * last on-pitch square it passed (for a throw-in). Passes need the square before the ball lands.
 */
export function scatterPath(ctx: Context, from: Square, count: number): { at: Square; last: Square } {
  let at = from;
  let last = from;
  for (let i = 0; i < count; i++) {
    const d8 = rollForBall(ctx, 'scatter', 'D8');
    at = step(at, directionOf(d8));
    if (!onPitch(at.x, at.y)) break;
    last = at;
  }
  return { at, last };
}

export const scatterDef = defineProc<ScatterProc>({
  run(ctx, p) {
    const { at, last } = scatterPath(ctx, p.from, p.count);
    ctx.finish();
    ctx.push(ballLand(at, last, 'scatter', p.kick));
    return NEXT;
  },
});

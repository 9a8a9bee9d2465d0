import type { Context } from '../engine/context.js';
import { defineProc, NEXT, type Proc } from '../engine/procedure.js';
import { divers } from '../pass/diving-catch.js';
import { inHalf, onPitch, type Square } from '../pitch.js';
import { hasHook } from '../skills/registry.js';
import { setBall } from '../state/mutate.js';
import { hasTackleZone, playerAt } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { Side } from '../types.js';

/** How the ball arrived, which decides the catch modifier (§3.7: bounced and thrown-in balls are −1). */
export type BallArrival = 'bounce' | 'throw-in' | 'kick' | 'scatter' | 'pass' | 'hand-off';

/**
 * The ball arrives in a square: off the pitch it is thrown in (or, during a kick-off, it is a touchback);
 * a player able to catch must try; anyone else (Prone, Stunned, Distracted, No Ball) makes it bounce.
 * An empty square: a pass, a scattered pass, a kick-off or a throw-in lands there and bounces from it
 * (seed, pass resolution; reference §3.10), after any Diving Catch; only a bouncing ball stays where it
 * comes down, since a bounce is the ball already rolling on the ground.
 */
export interface BallLandProc extends Proc {
  kind: 'ball-land';
  at: Square;
  /** The last on-pitch square the ball was in (for throw-ins). */
  from: Square;
  how: BallArrival;
  /** During a kick-off: the receiving team; leaving its half is a touchback. */
  kick: Side | null;
}

export const ballLand = (at: Square, from: Square, how: BallArrival, kick: Side | null): BallLandProc => ({
  kind: 'ball-land',
  at,
  from,
  how,
  kick,
});

export const canCatch = (s: MatchState, p: PlayerState): boolean =>
  hasTackleZone(p) && !hasHook(s, p, (d) => d.noBall === true);

/** Ends the ball's flight with a touchback: the kick-off procedure hands it to the receiving team. */
export function touchback(ctx: Context): void {
  setBall(ctx, { kind: 'none' }, 'touchback');
}

/** The ball comes down in the empty square `at`: it bounces from it, unless it is already bouncing. */
export function settle(ctx: Context, at: Square, how: BallArrival, kick: Side | null): void {
  if (how === 'bounce') {
    setBall(ctx, { kind: 'ground', at }, how);
    return;
  }
  setBall(ctx, { kind: 'air', at }, how);
  ctx.push({ kind: 'bounce', from: at, kick });
}

export const ballLandDef = defineProc<BallLandProc>({
  run(ctx, p) {
    const { at } = p;
    const inside = onPitch(at.x, at.y);
    if (p.kick !== null && (!inside || !inHalf(at, p.kick))) {
      ctx.finish();
      touchback(ctx);
      return NEXT;
    }
    if (!inside) {
      ctx.finish();
      ctx.push({ kind: 'throw-in', last: p.from, kick: null });
      return NEXT;
    }
    const player = playerAt(ctx.s, at.x, at.y);
    ctx.finish();
    if (player === undefined) {
      if (divers(ctx.s, at, p.how).length > 0) {
        setBall(ctx, { kind: 'air', at }, p.how);
        ctx.push({ kind: 'diving-catch', at, how: p.how, kick: p.kick, asked: [] });
        return NEXT;
      }
      settle(ctx, at, p.how, p.kick);
      return NEXT;
    }
    if (canCatch(ctx.s, player)) {
      setBall(ctx, { kind: 'air', at }, p.how);
      ctx.push({ kind: 'catch', player: player.id, how: p.how, kick: p.kick, stage: 0 });
      return NEXT;
    }
    setBall(ctx, { kind: 'air', at }, p.how);
    ctx.push({ kind: 'bounce', from: at, kick: p.kick });
    return NEXT;
  },
});

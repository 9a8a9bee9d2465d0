import { directArmourRoll } from '../block/armour-roll.js';
import { defineProc, NEXT, type Proc, takeResult } from '../engine/procedure.js';
import { setBall } from '../state/mutate.js';
import { getPlayer } from '../state/query.js';
import type { PlayerState } from '../state/types.js';
import { starTookBall } from './hook-points.js';

/**
 * A Star Player strikes at the opponent who just caught the ball (Quick Bite): an armour roll against it
 * (injury if it breaks); once its armour broke the star takes the ball it held, if it still can.
 */
export interface BiteProc extends Proc {
  kind: 'star-bite';
  by: string;
  victim: string;
  stage: 'armour' | 'ball';
}

export const biteForBall = (by: PlayerState, victim: PlayerState): BiteProc => ({
  kind: 'star-bite',
  by: by.id,
  victim: victim.id,
  stage: 'armour',
});

export const biteDef = defineProc<BiteProc>({
  run(ctx, p) {
    takeResult(p);
    const s = ctx.s;
    const by = getPlayer(s, p.by);
    const victim = getPlayer(s, p.victim);
    if (p.stage === 'armour') {
      p.stage = 'ball';
      directArmourRoll(ctx, victim, by);
      return NEXT;
    }
    ctx.finish();
    // Broken armour leaves the catcher hurt (no longer Standing); the ball goes to the star beside it.
    const held = s.ball.kind === 'carried' && s.ball.player === victim.id;
    if (held && victim.status !== 'standing' && by.at !== null && by.status === 'standing') {
      setBall(ctx, { kind: 'carried', player: by.id }, 'taken');
      starTookBall(ctx, by, victim);
    } else if (held && victim.status !== 'standing' && victim.at) {
      setBall(ctx, { kind: 'air', at: victim.at }, 'dropped');
      ctx.push({ kind: 'bounce', from: victim.at, kick: null });
    }
    return NEXT;
  },
});

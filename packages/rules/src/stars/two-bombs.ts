import { sentOffProc } from '../block/sent-off.js';
import { defineProc, NEXT, type Proc, takeResult } from '../engine/procedure.js';
import { bombAction } from '../pass/bomb.js';
import { rollEvent } from '../rolls/test.js';
import { getPlayer } from '../state/query.js';
import type { PlayerState } from '../state/types.js';

/**
 * Two Throw Bomb Special Actions in one activation, the second once the first is resolved (and only if the
 * turn goes on and the thrower still stands), then a D6: on 1–3 the thrower is Sent-off, as after a Foul
 * (Argue the Call, a Bribe). All You Can Eat pushes it.
 */
export interface TwoBombsProc extends Proc {
  kind: 'star-two-bombs';
  player: string;
  thrown: number;
}

export const twoBombs = (p: PlayerState): TwoBombsProc => ({
  kind: 'star-two-bombs',
  player: p.id,
  thrown: 0,
});

export const twoBombsDef = defineProc<TwoBombsProc>({
  run(ctx, p) {
    takeResult(p);
    const s = ctx.s;
    const player = getPlayer(s, p.player);
    const goesOn = !s.turnState?.turnover && s.touchdownBy === null;
    const standing = player.at !== null && player.status === 'standing';
    if (p.thrown < 2 && standing && (p.thrown === 0 || goesOn)) {
      p.thrown += 1;
      ctx.push(bombAction(player));
      return NEXT;
    }
    ctx.finish();
    if (p.thrown < 2 || player.at === null) return NEXT;
    const n = ctx.roll('D6');
    ctx.emit(rollEvent('star-rule', player.id, n, 4, n >= 4));
    if (n <= 3) ctx.push(sentOffProc(player));
    return NEXT;
  },
});

import type { Command } from '../../engine/commands.js';
import type { Decision } from '../../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../../engine/procedure.js';
import { inHalf, onPitch } from '../../pitch.js';
import { movePlayer } from '../../state/mutate.js';
import { getPlayer, isEmpty, isOpen } from '../../state/query.js';
import type { MatchState } from '../../state/types.js';
import type { Side } from '../../types.js';

/** 5 High Kick: one Open receiving player may move to the square where the ball will land. */
export interface HighKickProc extends Proc {
  kind: 'high-kick';
  team: Side;
}

function options(s: MatchState, p: HighKickProc): Command[] {
  const ball = s.ball;
  if (ball.kind !== 'air') return [];
  const at = ball.at;
  if (!onPitch(at.x, at.y) || !inHalf(at, p.team) || !isEmpty(s, at.x, at.y)) return [];
  const out: Command[] = s.players
    .filter((pl) => pl.team === p.team && pl.at !== null && pl.status === 'standing' && isOpen(s, pl))
    .map((pl) => ({ type: 'player' as const, player: pl.id }));
  if (out.length === 0) return [];
  out.push({ type: 'decline' });
  return out;
}

export const highKickDef = defineProc<HighKickProc>({
  run(ctx, p) {
    const c = takeInput(p);
    if (!c) {
      if (options(ctx.s, p).length === 0) {
        ctx.finish();
        return NEXT;
      }
      return WAIT;
    }
    const ball = ctx.s.ball;
    if (c.type === 'player' && ball.kind === 'air')
      movePlayer(ctx, getPlayer(ctx.s, c.player), ball.at, 'placed');
    ctx.finish();
    return NEXT;
  },
  decide(s, p): Decision {
    return {
      team: p.team,
      kind: 'high-kick',
      prompt: 'High Kick: move a player under the ball?',
      options: options(s, p),
    };
  },
});

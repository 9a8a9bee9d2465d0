import { canDeclare } from '../../actions/registry.js';
import type { Command } from '../../engine/commands.js';
import type { Decision } from '../../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../../engine/procedure.js';
import { getPlayer, isOpen } from '../../state/query.js';
import type { MatchState } from '../../state/types.js';
import type { Side } from '../../types.js';
import { activation } from '../activation.js';
import { startTurnState } from '../turn.js';
import { d3Plus3 } from './common.js';

/**
 * 10 Charge!: the kicking coach activates up to D3+3 Open players one at a time for a free Move; one of
 * them may Blitz instead (team re-rolls allowed). It stops as soon as one of them Falls Over or is
 * Knocked Down. (Throw Team-mate and Kick Team-mate options arrive with those actions.)
 */
export interface ChargeProc extends Proc {
  kind: 'charge';
  team: Side;
  count: number | null;
  activated: string[];
}

function options(s: MatchState, p: ChargeProc): Command[] {
  const out: Command[] = [];
  if (p.activated.length < (p.count ?? 0) && !s.turnState?.turnover) {
    for (const pl of s.players) {
      if (
        pl.team === p.team &&
        pl.at !== null &&
        pl.status === 'standing' &&
        !p.activated.includes(pl.id) &&
        isOpen(s, pl)
      ) {
        out.push({ type: 'activate', player: pl.id, action: 'move' });
        if (canDeclare(s, pl, 'blitz')) out.push({ type: 'activate', player: pl.id, action: 'blitz' });
      }
    }
  }
  out.push({ type: 'done' });
  return out;
}

export const chargeDef = defineProc<ChargeProc>({
  run(ctx, p) {
    const s = ctx.s;
    if (p.count === null) {
      p.count = d3Plus3(ctx);
      startTurnState(s, p.team);
    }
    p.result = undefined;
    const c = takeInput(p);
    if (!c) {
      if (options(s, p).length > 1) return WAIT;
    } else if (c.type === 'activate') {
      p.activated.push(c.player);
      // Moves are free; the one Blitz is recorded as declared, so no second player can Blitz.
      ctx.push(activation(getPlayer(s, c.player), c.action, c.action === 'move'));
      return NEXT;
    }
    for (const pl of s.players) if (pl.team === p.team) pl.activated = false;
    s.turnState = null;
    ctx.finish();
    return NEXT;
  },
  decide(s, p): Decision {
    return {
      team: p.team,
      kind: 'activation',
      prompt: `Charge!: activate up to ${p.count} Open players`,
      options: options(s, p),
    };
  },
});

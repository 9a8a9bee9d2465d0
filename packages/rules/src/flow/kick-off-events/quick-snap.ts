import type { Command } from '../../engine/commands.js';
import type { Decision } from '../../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../../engine/procedure.js';
import { movePlayer } from '../../state/mutate.js';
import { emptyNeighbours, getPlayer, isOpen } from '../../state/query.js';
import type { MatchState } from '../../state/types.js';
import type { Side } from '../../types.js';
import { d3Plus3 } from './common.js';

/** 9 Quick Snap!: the receiving coach moves up to D3+3 Open players one square each, in any direction. */
export interface QuickSnapProc extends Proc {
  kind: 'quick-snap';
  team: Side;
  count: number | null;
  moved: string[];
  picked: string | null;
}

function options(s: MatchState, p: QuickSnapProc): Command[] {
  if (p.picked !== null) {
    const pl = getPlayer(s, p.picked);
    return emptyNeighbours(s, pl.at ?? { x: -9, y: -9 }).map((square) => ({
      type: 'square' as const,
      square,
    }));
  }
  const out: Command[] = [];
  if (p.moved.length < (p.count ?? 0)) {
    for (const pl of s.players) {
      if (pl.team !== p.team || pl.at === null || p.moved.includes(pl.id) || !isOpen(s, pl)) continue;
      if (emptyNeighbours(s, pl.at).length > 0) out.push({ type: 'player', player: pl.id });
    }
  }
  out.push({ type: 'done' });
  return out;
}

export const quickSnapDef = defineProc<QuickSnapProc>({
  run(ctx, p) {
    if (p.count === null) p.count = d3Plus3(ctx);
    const c = takeInput(p);
    if (!c) return WAIT;
    if (c.type === 'player') {
      p.picked = c.player;
      p.moved.push(c.player);
    } else if (c.type === 'square' && p.picked) {
      movePlayer(ctx, getPlayer(ctx.s, p.picked), c.square, 'step');
      p.picked = null;
    } else if (c.type === 'done') {
      ctx.finish();
    }
    return NEXT;
  },
  decide(s, p): Decision {
    return {
      team: p.team,
      kind: 'quick-snap',
      ...(p.picked ? { player: p.picked } : {}),
      prompt: p.picked ? 'Quick Snap: move one square' : `Quick Snap: pick up to ${p.count} Open players`,
      options: options(s, p),
    };
  },
});
